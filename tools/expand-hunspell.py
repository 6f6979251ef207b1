#!/usr/bin/env python3
# expand-hunspell.py: turns a Hunspell dictionary (.aff + .dic) into the plain list of its
# inflected forms, one a line, for WordTable's built-in dictionaries (assets/words/).
"""Expands a Hunspell dictionary's affixes into every inflected form it accepts, and keeps the
forms a word game can play: lowercase words of letters (accents allowed), folded length
2..=64. Standard library only.

Usage:
  python3 tools/expand-hunspell.py AFF DIC [options] > forms.txt
  python3 tools/expand-hunspell.py --self-test

Options:
  --exclude-morph TAG   skip dictionary entries with this morphological field (repeatable;
                        `po:npr` also skips `po:npr.x`), e.g. French proper nouns
  --comma-below         write s and t with a cedilla (ş ţ) as the Romanian comma-below
                        letters (ș ț)
  --drop-entries FILE   leave out every form of the entries this reviewed list names
                        (abbreviations, acronyms, symbols, units written in lowercase; one
                        entry a line as the .dic writes it, `#` starts a comment)
  --vowels LETTERS      leave out forms with none of these letters (abbreviations such as
                        `pt`, `bd`), except the forms named in --sayable
  --sayable FILE        forms without a vowel that are words (interjections: `pff`, `hm`)
  --stats               write, on standard error, how many forms each filter left out and a
                        sample of each
  --all                 keep every form (no filtering, no lowercasing): to inspect the expansion

What is expanded (the parts of Hunspell that decide which words exist):
  - PFX and SFX entries: strip, add, condition (letters, `.`, `[...]`, `[^...]`); FULLSTRIP;
  - cross products (a prefix and a suffix both marked Y), prefixes enabled by a suffix's
    continuation class and suffixes enabled by a prefix's;
  - twofold suffixes (a suffix whose continuation class names another suffix);
  - FLAG char (default), long, num and UTF-8; AF flag aliases;
  - NEEDAFFIX (also PSEUDOROOT) on entries and on affixes, CIRCUMFIX, ONLYINCOMPOUND,
    FORBIDDENWORD (an entry so flagged also removes that word when other entries make it) and
    NOSUGGEST: forms that are not standalone words are not written;
  - SET (the encoding of both files); morphological fields after the word are ignored, except
    for --exclude-morph.
Not expanded: compounds (COMPOUNDFLAG and friends make open-ended words), COMPLEXPREFIXES
(two prefixes).

What is dropped (unless --all): entries that start with a capital (proper nouns) or have a
capital inside (abbreviations, units), and forms with anything but letters (digits, hyphens,
apostrophes, dots, spaces) or with a letter WordTable cannot fold to a-z (src/words/fold.rs).
Everything written is lowercase, sorted, each form once.
"""

import re
import sys

# The letters src/words/fold.rs folds to a-z (lowercase), with their plain spelling; a form
# with any other character is dropped. Keep in step with fold_char.
FOLD = {c: c for c in "abcdefghijklmnopqrstuvwxyz"}
for plain, letters in [
    ("a", "àáâãäåāăą"),
    ("ae", "æ"),
    ("c", "çćč"),
    ("d", "ďđ"),
    ("e", "èéêëēėęě"),
    ("g", "ğ"),
    ("i", "ìíîïīįı"),
    ("l", "łľ"),
    ("n", "ñńň"),
    ("o", "òóôõöøōő"),
    ("oe", "œ"),
    ("r", "ř"),
    ("s", "śšşș"),
    ("ss", "ß"),
    ("t", "ťţț"),
    ("u", "ùúûüūůű"),
    ("y", "ýÿ"),
    ("z", "źżž"),
]:
    for c in letters:
        FOLD[c] = plain

MIN_LEN = 2
MAX_LEN = 64  # src/words/mod.rs MAX_WORD_LEN

COMMA_BELOW = str.maketrans({"ş": "ș", "ţ": "ț", "Ş": "Ș", "Ţ": "Ț"})

ENCODINGS = {
    "UTF-8": "utf-8",
    "ISO8859-1": "iso8859-1",
    "ISO8859-2": "iso8859-2",
    "ISO8859-3": "iso8859-3",
    "ISO8859-4": "iso8859-4",
    "ISO8859-5": "iso8859-5",
    "ISO8859-6": "iso8859-6",
    "ISO8859-7": "iso8859-7",
    "ISO8859-8": "iso8859-8",
    "ISO8859-9": "iso8859-9",
    "ISO8859-10": "iso8859-10",
    "ISO8859-13": "iso8859-13",
    "ISO8859-14": "iso8859-14",
    "ISO8859-15": "iso8859-15",
    "KOI8-R": "koi8-r",
    "KOI8-U": "koi8-u",
    "MICROSOFT-CP1251": "cp1251",
    "CP1251": "cp1251",
    "TIS620-2533": "tis-620",
}


def decode(data):
    """Decodes a Hunspell file with the encoding its SET line names (ISO8859-1 without one)."""
    match = re.search(rb"^[ \t]*SET[ \t]+(\S+)", data, re.M)
    name = match.group(1).decode("ascii").upper() if match else "ISO8859-1"
    text = data.decode(ENCODINGS.get(name, name), errors="replace")
    return text.lstrip("\ufeff")


class Affix:
    """One PFX or SFX line."""

    __slots__ = ("prefix", "flag", "cross", "strip", "add", "cont", "cond", "cond_len")

    def __init__(self, prefix, flag, cross, strip, add, cont, cond):
        self.prefix = prefix
        self.flag = flag
        self.cross = cross
        self.strip = strip
        self.add = add
        self.cont = cont
        self.cond, self.cond_len = compile_condition(cond)

    def applies(self, word, fullstrip):
        """Whether this affix may be added to `word` (its strip and condition match)."""
        n = len(word)
        if self.prefix:
            if not word.startswith(self.strip):
                return False
        elif not word.endswith(self.strip):
            return False
        if n - len(self.strip) <= 0 and not (fullstrip and n == len(self.strip)):
            return False
        if self.cond is None:
            return True
        if n < self.cond_len:
            return False
        if self.prefix:
            return self.cond.fullmatch(word, 0, self.cond_len) is not None
        return self.cond.fullmatch(word, n - self.cond_len) is not None

    def apply(self, word):
        if self.prefix:
            return self.add + word[len(self.strip) :]
        return word[: len(word) - len(self.strip)] + self.add


def compile_condition(cond):
    """A Hunspell condition as a regular expression, and how many characters it spans."""
    if cond in (".", ""):
        return None, 0
    parts = []
    i = 0
    while i < len(cond):
        c = cond[i]
        if c == "[":
            end = cond.find("]", i + 1)
            if end < 0:
                raise ValueError(f"unclosed [ in condition {cond!r}")
            body = cond[i + 1 : end]
            negated = body.startswith("^")
            if negated:
                body = body[1:]
            chars = "".join("\\" + ch if ch in "\\]^-[" else ch for ch in body)
            parts.append(("[^" if negated else "[") + chars + "]")
            i = end + 1
        elif c == ".":
            parts.append(".")
            i += 1
        else:
            parts.append(re.escape(c))
            i += 1
    return re.compile("".join(parts), re.S), len(parts)


class Dictionary:
    """A parsed .aff file, ready to expand the entries of a .dic file."""

    def __init__(self, aff_text):
        self.flag_type = "char"
        self.aliases = []
        self.prefixes = {}  # flag -> [Affix]
        self.suffixes = {}
        self.needaffix = None
        self.onlyincompound = None
        self.forbidden = None
        self.nosuggest = None
        self.circumfix = None
        self.fullstrip = False
        lines = aff_text.splitlines()
        headers = {}
        for raw in lines:
            words = raw.split()
            if not words or words[0].startswith("#"):
                continue
            key = words[0]
            if key == "FLAG" and len(words) > 1:
                self.flag_type = words[1]
        for raw in lines:
            words = raw.split()
            if not words or words[0].startswith("#"):
                continue
            key = words[0]
            arg = words[1] if len(words) > 1 else None
            if key in ("NEEDAFFIX", "PSEUDOROOT") and arg:
                self.needaffix = self.flags(arg)[0]
            elif key == "ONLYINCOMPOUND" and arg:
                self.onlyincompound = self.flags(arg)[0]
            elif key == "FORBIDDENWORD" and arg:
                self.forbidden = self.flags(arg)[0]
            elif key == "NOSUGGEST" and arg:
                self.nosuggest = self.flags(arg)[0]
            elif key == "CIRCUMFIX" and arg:
                self.circumfix = self.flags(arg)[0]
            elif key == "FULLSTRIP":
                self.fullstrip = True
            elif key == "AF" and arg is not None:
                if (key, "count") not in headers:
                    headers[(key, "count")] = True  # the first AF line is the count
                else:
                    self.aliases.append(self.flags(arg))
            elif key in ("PFX", "SFX") and len(words) >= 4:
                flag = self.flags(words[1])[0]
                if (key, flag) not in headers:
                    # The header: PFX flag cross count.
                    headers[(key, flag)] = words[2] == "Y"
                    continue
                cross = headers[(key, flag)]
                strip = "" if words[2] == "0" else words[2]
                add, _, cont = words[3].partition("/")
                add = "" if add == "0" else add
                cont = frozenset(self.continuation(cont)) if cont else frozenset()
                cond = words[4] if len(words) > 4 else "."
                affix = Affix(key == "PFX", flag, cross, strip, add, cont, cond)
                table = self.prefixes if affix.prefix else self.suffixes
                table.setdefault(flag, []).append(affix)

    def flags(self, text):
        """Splits a flag field into flags as the FLAG line says."""
        if self.flag_type == "long":
            return [text[i : i + 2] for i in range(0, len(text), 2)]
        if self.flag_type == "num":
            return [f for f in text.split(",") if f]
        return list(text)

    def continuation(self, text):
        """A flag field that may be an AF alias number."""
        if self.aliases and text.isdigit():
            return self.aliases[int(text) - 1]
        return self.flags(text)

    def entry(self, line):
        """One .dic line: (word, flags, morphological fields)."""
        fields = line.split()
        if not fields:
            return None
        head, morph = fields[0], fields[1:]
        word, flags = head, ""
        # The flags follow the first slash not escaped by a backslash.
        i = 0
        while i < len(head):
            if head[i] == "\\" and i + 1 < len(head):
                i += 2
                continue
            if head[i] == "/":
                word, flags = head[:i], head[i + 1 :]
                break
            i += 1
        word = word.replace("\\/", "/")
        return word, frozenset(self.continuation(flags)) if flags else frozenset(), morph

    def expand(self, word, flags):
        """Every form the entry makes, as (form, forbidden, no_suggest) in no order."""
        out = []
        root_nosuggest = self.nosuggest in flags
        if self.forbidden in flags:
            # A forbidden entry takes its words out even when other entries make them.
            forms = self.expand(word, flags - {self.forbidden})
            return [(form, True, False) for form, _, _ in forms] + [(word, True, False)]
        if not (flags & {self.needaffix, self.onlyincompound}):
            out.append((word, False, root_nosuggest))

        # The suffixed forms: (form, [suffixes, innermost first]).
        suffixed = [(word, [])]
        for flag in flags:
            for sfx in self.suffixes.get(flag, ()):
                if not sfx.applies(word, self.fullstrip):
                    continue
                once = sfx.apply(word)
                suffixed.append((once, [sfx]))
                for outer_flag in sfx.cont:
                    for outer in self.suffixes.get(outer_flag, ()):
                        if outer.applies(once, self.fullstrip):
                            suffixed.append((outer.apply(once), [sfx, outer]))

        for form, sfxs in suffixed:
            if sfxs:
                self._keep(out, word, flags, form, None, sfxs, root_nosuggest)
            cont = set(flags)
            for s in sfxs:
                cont |= s.cont
            for flag in cont:
                for pfx in self.prefixes.get(flag, ()):
                    if sfxs and not (pfx.cross and all(s.cross for s in sfxs)):
                        continue
                    if not pfx.applies(form, self.fullstrip):
                        continue
                    self._keep(out, word, flags, pfx.apply(form), pfx, sfxs, root_nosuggest)

        # Suffixes enabled by a prefix's continuation class (not named by the entry).
        for flag in flags:
            for pfx in self.prefixes.get(flag, ()):
                if not pfx.cross or not pfx.applies(word, self.fullstrip):
                    continue
                for sflag in pfx.cont - flags:
                    for sfx in self.suffixes.get(sflag, ()):
                        if sfx.cross and sfx.applies(word, self.fullstrip):
                            form = pfx.apply(sfx.apply(word))
                            self._keep(out, word, flags, form, pfx, [sfx], root_nosuggest)
        return out

    def _keep(self, out, word, flags, form, pfx, sfxs, root_nosuggest):
        """Adds an affixed form unless the flags say it is no standalone word."""
        affixes = ([pfx] if pfx else []) + sfxs
        conts = [a.cont for a in affixes]
        if any(self.onlyincompound in c for c in conts):
            return
        # An affix that needs another affix is not enough alone.
        for a in affixes:
            if self.needaffix in a.cont and len(affixes) < 2:
                return
        # Circumfixes come in pairs: a prefix and a suffix that both carry the flag.
        if self.circumfix:
            p_circ = pfx is not None and self.circumfix in pfx.cont
            s_circ = any(self.circumfix in s.cont for s in sfxs)
            if p_circ != s_circ:
                return
        forbidden = any(self.forbidden in c for c in conts)
        nosuggest = root_nosuggest or any(self.nosuggest in c for c in conts)
        out.append((form, forbidden, nosuggest))


def playable(form):
    """The form as WordTable keeps it (lowercase), or None when a game cannot play it."""
    if not form or any(c.isupper() for c in form[:1]):
        return None
    lower = form.lower()
    folded = []
    for c in lower:
        plain = FOLD.get(c)
        if plain is None:
            return None
        folded.append(plain)
    if not MIN_LEN <= len("".join(folded)) <= MAX_LEN:
        return None
    return lower


def read_list(text):
    """The entries of a reviewed list: one a line, `#` to the end of a line is a comment."""
    entries = set()
    for line in text.splitlines():
        word = line.split("#", 1)[0].strip()
        if word:
            entries.add(word)
    return entries


class Filters:
    """What a game word list leaves out beyond the spell-checker's own flags, and a count of
    what each filter removed (a form made by some other, kept entry stays)."""

    def __init__(self, drop_entries=(), vowels="", sayable=()):
        self.drop_entries = set(drop_entries)
        self.vowels = set(vowels)
        self.sayable = set(sayable)
        self.dropped = {"reviewed list": set(), "no vowel": set()}

    def no_vowel(self, form):
        return bool(self.vowels) and form not in self.sayable and not (set(form) & self.vowels)


def expand(aff_text, dic_text, exclude_morph=(), comma_below=False, keep_all=False, filters=None):
    """The sorted list of forms a dictionary's entries make."""
    filters = filters or Filters()
    d = Dictionary(aff_text)
    lines = dic_text.splitlines()
    if lines and lines[0].strip().isdigit():
        lines = lines[1:]
    forms = set()
    forbidden = set()
    listed = set()
    for line in lines:
        if not line.strip() or line.startswith(("#", "\t")):
            continue
        entry = d.entry(line)
        if entry is None:
            continue
        word, flags, morph = entry
        if comma_below:
            word = word.translate(COMMA_BELOW)
        if not keep_all:
            if word != word.lower():
                continue  # proper nouns, abbreviations, units
            if any(m == t or m.startswith(t + ".") for m in morph for t in exclude_morph):
                continue
        drop = not keep_all and word in filters.drop_entries
        for form, is_forbidden, no_suggest in d.expand(word, flags):
            if comma_below:
                form = form.translate(COMMA_BELOW)
            if is_forbidden:
                forbidden.add(form)
            elif drop:
                listed.add(form)
            elif not no_suggest or keep_all:
                forms.add(form)
    forms -= forbidden
    # A form the reviewed list's entries make is dropped only when no kept entry makes it.
    filters.dropped["reviewed list"] = {f for f in listed - forms - forbidden if playable(f)}
    if keep_all:
        return sorted(forms)
    kept = set()
    for form in forms:
        lower = playable(form)
        if lower is None:
            continue
        if filters.no_vowel(lower):
            filters.dropped["no vowel"].add(lower)
        else:
            kept.add(lower)
    filters.dropped["reviewed list"] -= kept
    return sorted(kept)


# A small dictionary with one case of each rule, and the forms it must make.
SELF_TEST_AFF = """\
SET UTF-8
FLAG long
NEEDAFFIX ()
FORBIDDENWORD {}
NOSUGGEST --
ONLYINCOMPOUND Oc

# Plural -s, crossing with prefixes.
SFX S. Y 2
SFX S. 0 s [^s]
SFX S. 0 0 s

# Stem change by strip: -al -> -aux; -er -> -ions; -e -> -èrent (twofold: then -s).
SFX X. N 1
SFX X. al aux al

SFX V. Y 3
SFX V. er ions er
SFX V. er é/S. er
SFX V. er ée/S.() er

# A prefix that crosses, and one that does not.
PFX R. Y 1
PFX R. 0 re .
PFX D. N 1
PFX D. 0 dé [^aeiou]

# A suffix only used inside compounds.
SFX C. Y 1
SFX C. 0 o/Oc .
"""

SELF_TEST_DIC = """\
12
maison/S.R.
cheval/X.
chanter/V.R.D.
manger/V.
tout/() po:adv
chez/S.()
ours/S.
Paris/S. po:npr
kg/-- po:nom
l'an
mangé/{}
agro/C.
"""

SELF_TEST_FORMS = {
    # prefix, suffix, cross product (R. and S. both Y)
    "maison", "maisons", "remaison", "remaisons",
    # strip and add
    "cheval", "chevaux",
    # V. suffixes; D. does not cross with suffixes, R. does; twofold é -> és via S.
    "chanter", "chantions", "chanté", "chantés", "chantées",
    "rechanter", "rechantions", "rechanté", "rechantés", "rechantée", "rechantées",
    "déchanter",
    # the FORBIDDENWORD entry takes "mangé" out, not "mangés"; "mangée" needs one more affix
    "manger", "mangions", "mangés", "mangées",
    # NEEDAFFIX entry: "chez" only with an affix; "tout" never
    "chezs",
    # condition [^s] vs s
    "ours",
    # ONLYINCOMPOUND on the affix: "agroo" is not written; the root is
    "agro",
}


def self_test():
    got = set(expand(SELF_TEST_AFF, SELF_TEST_DIC))
    ok = True
    for missing in sorted(SELF_TEST_FORMS - got):
        print(f"missing: {missing}", file=sys.stderr)
        ok = False
    for extra in sorted(got - SELF_TEST_FORMS):
        print(f"unexpected: {extra}", file=sys.stderr)
        ok = False

    # FLAG num and UTF-8, AF aliases, a twofold suffix through numbered flags.
    aff_num = (
        "SET UTF-8\nFLAG num\nNEEDAFFIX 9\n"
        "SFX 10 Y 1\nSFX 10 0 a/11,9 .\nSFX 11 Y 1\nSFX 11 0 b .\n"
    )
    dic_num = "1\nx/10\n"
    got_num = set(expand(aff_num, "1\nxy/10\n")) | set(expand(aff_num, dic_num, keep_all=True))
    for want in ("xyab", "xab", "x"):
        if want not in got_num:
            print(f"FLAG num: missing {want}", file=sys.stderr)
            ok = False
    for unwanted in ("xya", "xa"):
        if unwanted in got_num:
            print(f"FLAG num: a suffix needing another made {unwanted}", file=sys.stderr)
            ok = False
    aff_utf = (
        "SET UTF-8\nFLAG UTF-8\nAF 1\nAF ÅÖ\n"
        "SFX Å Y 1\nSFX Å 0 t .\nPFX Ö Y 1\nPFX Ö 0 ş .\n"
    )
    got_utf = set(expand(aff_utf, "1\nara/1\n", comma_below=True))
    if got_utf != {"ara", "arat", "șara", "șarat"}:
        print(f"FLAG UTF-8 with AF and comma below: got {sorted(got_utf)}", file=sys.stderr)
        ok = False

    # The game-list filters: a listed entry loses every form no other entry makes, a form with
    # no vowel goes unless it is named sayable, and each filter counts what it removed.
    filters = Filters(read_list("pt  # point\nbd\n"), "aeiouy", read_list("pff\n"))
    dic_f = "5\npt/S.\nbd\npff\ncf\npoint/S.\n"
    got_f = set(expand(SELF_TEST_AFF, dic_f, filters=filters))
    if got_f != {"pff", "point", "points"}:
        print(f"filters: got {sorted(got_f)}", file=sys.stderr)
        ok = False
    if filters.dropped != {"reviewed list": {"pt", "pts", "bd"}, "no vowel": {"cf"}}:
        print(f"filters counted {filters.dropped}", file=sys.stderr)
        ok = False

    # Letters the games cannot play are dropped; case is folded only after the capital check.
    if playable("Élan") is not None or playable("ab1") is not None or playable("a-b") is not None:
        print("playable() kept a capitalised or non-letter form", file=sys.stderr)
        ok = False
    if playable("cœur") != "cœur" or playable("x") is not None:
        print("playable() lost cœur or kept a one-letter word", file=sys.stderr)
        ok = False
    print("self-test passed" if ok else "self-test FAILED")
    return ok


def main(argv):
    if argv[1:] == ["--self-test"]:
        return 0 if self_test() else 1
    args = argv[1:]
    exclude, comma_below, keep_all, files = [], False, False, []
    drop, vowels, sayable, stats = set(), "", set(), False
    while args:
        a = args.pop(0)
        if a == "--exclude-morph" and args:
            exclude.append(args.pop(0))
        elif a in ("--drop-entries", "--sayable") and args:
            with open(args.pop(0), encoding="utf-8") as f:
                (drop if a == "--drop-entries" else sayable).update(read_list(f.read()))
        elif a == "--vowels" and args:
            vowels = args.pop(0)
        elif a == "--stats":
            stats = True
        elif a == "--comma-below":
            comma_below = True
        elif a == "--all":
            keep_all = True
        elif a.startswith("-"):
            print(__doc__, file=sys.stderr)
            return 2
        else:
            files.append(a)
    if len(files) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    with open(files[0], "rb") as f:
        aff = decode(f.read())
    with open(files[1], "rb") as f:
        raw = f.read()
    # The .dic is in the .aff's encoding.
    match = re.search(r"^[ \t]*SET[ \t]+(\S+)", aff, re.M)
    name = match.group(1).upper() if match else "ISO8859-1"
    dic = raw.decode(ENCODINGS.get(name, name), errors="replace").lstrip("\ufeff")
    filters = Filters(drop, vowels, sayable)
    forms = expand(aff, dic, exclude, comma_below, keep_all, filters)
    if stats:
        for name, dropped in filters.dropped.items():
            sample = ", ".join(sorted(dropped)[:: max(1, len(dropped) // 12)][:12])
            print(f"{name}: {len(dropped)} forms left out ({sample})", file=sys.stderr)
    out = sys.stdout
    out.reconfigure(encoding="utf-8", newline="\n")
    out.write("".join(f + "\n" for f in forms))
    print(f"{len(forms)} forms", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

#!/usr/bin/env bash
# make-dictionaries.sh: rebuilds the French and Romanian dictionaries in assets/words/ from
# Debian's Hunspell packages (docs/dictionaries.md says which versions the committed files
# come from). Needs python3 and cargo; install the sources first:
#
#   apt-get install hunspell-fr-classical hunspell-ro
#
# Usage (from anywhere): bash tools/make-dictionaries.sh [HUNSPELL_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
src="${1:-/usr/share/hunspell}"
for f in fr.aff fr.dic ro_RO.aff ro_RO.dic; do
  if [[ ! -f "$src/$f" ]]; then
    echo "$src/$f is missing: apt-get install hunspell-fr-classical hunspell-ro" >&2
    exit 2
  fi
done
dpkg-query -W -f='${Package} ${Version}\n' hunspell-fr-classical hunspell-ro 2>/dev/null || true

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# Game word lists have no abbreviations: the reviewed lists in tools/dictionary-filters/ name
# the spell-checker entries that are abbreviations, acronyms, symbols or units, and a form
# with no vowel goes unless it is a word (an interjection) named in the sayable list.
filters="tools/dictionary-filters"
# French: proper nouns carry po:npr (a few are not capitalised).
python3 tools/expand-hunspell.py "$src/fr.aff" "$src/fr.dic" --exclude-morph po:npr \
  --drop-entries "$filters/fr-abbreviations.txt" \
  --vowels "aeiouyàâäéèêëîïôöùûüÿæœ" --sayable "$filters/fr-sayable.txt" --stats > "$work/fr.txt"
python3 tools/expand-hunspell.py "$src/ro_RO.aff" "$src/ro_RO.dic" --comma-below \
  --drop-entries "$filters/ro-abbreviations.txt" \
  --vowels "aeiouyăâîéèöü" --sayable "$filters/ro-sayable.txt" --stats > "$work/ro.txt"

for lang in fr ro; do
  cargo run --quiet --no-default-features --example compile_dictionary -- \
    "$work/$lang.txt" "assets/words/$lang"
done

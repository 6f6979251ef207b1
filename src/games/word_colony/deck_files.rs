//! Question decks from files. A bad question is skipped and reported with its line; every good
//! question is kept, and a file is refused only when nothing in it is usable. A file that is
//! not valid UTF-8 is read as Windows-1252 (as many OpenTriviaQA files are), and the report
//! says so. OpenTriviaQA entries that do not have four options (true/false questions) are
//! skipped and counted.

use std::path::Path;

use crate::games::word_colony::cards::{Choice, Difficulty, Question};
use crate::games::word_colony::content::QuestionDeck;
use crate::i18n::Lang;
use crate::i18n::tr_in;

/// The largest deck file read (a million questions is far beyond any real deck).
pub const MAX_DECK_BYTES: u64 = crate::input::Kind::Deck.limit();

/// The longest question text, in characters (read aloud on a streamed screen; a real
/// question is one or two sentences).
pub const MAX_QUESTION_CHARS: usize = 500;

/// The longest option or category, in characters.
pub const MAX_OPTION_CHARS: usize = 200;

/// One problem in a deck file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// 1-based line, when the problem has one.
    pub line: Option<usize>,
    /// 1-based number of the question in a RON deck's list, when the problem is in one.
    pub question: Option<usize>,
    /// What is wrong.
    pub fault: DeckFault,
}

impl Problem {
    /// A problem on a line (or in no particular place).
    fn at(line: Option<usize>, fault: DeckFault) -> Problem {
        Problem {
            line,
            question: None,
            fault,
        }
    }

    /// The problem in `lang`, with its line (or question number).
    pub fn message(&self, lang: Lang) -> String {
        let mut text = self.fault.message(lang);
        if let Some(number) = self.question {
            text = tr_in!(
                lang,
                "error-deck-in-question",
                number = number,
                problem = text
            );
        }
        match self.line {
            Some(line) => tr_in!(lang, "error-deck-on-line", line = line, problem = text),
            None => text,
        }
    }
}

/// In the app's current language.
impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message(crate::i18n::language()))
    }
}

/// What is wrong with a deck, or with one of its questions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeckFault {
    /// No question at all.
    NoQuestions,
    /// The RON reader's own message.
    Syntax(String),
    /// The question's text is empty.
    QuestionEmpty,
    /// The question is longer than [`MAX_QUESTION_CHARS`].
    QuestionTooLong,
    /// This option (A-D) is empty.
    OptionEmpty(char),
    /// This option is longer than [`MAX_OPTION_CHARS`].
    OptionTooLong(char),
    /// A NUL byte or an escape sequence in the text.
    ControlCharacter,
    /// Two options say the same.
    SameOptions,
    /// The category is empty.
    CategoryEmpty,
    /// The category is longer than [`MAX_OPTION_CHARS`].
    CategoryTooLong,
    /// CSV: a quoted field runs to the end of the line.
    UnclosedQuote,
    /// CSV: not 7 or 8 fields (how many there are).
    FieldCount(usize),
    /// CSV: the answer field is not a letter A-D (what it says).
    BadAnswer(String),
    /// CSV: the difficulty is not easy, medium or hard (what it says).
    BadDifficulty(String),
    /// OpenTriviaQA: text before the first `#Q`.
    TextBeforeFirstQuestion,
    /// OpenTriviaQA: a second `^` line.
    SecondAnswer,
    /// OpenTriviaQA: an option letter twice.
    OptionTwice(char),
    /// OpenTriviaQA: an option lettered past D.
    OptionLetter(char),
    /// OpenTriviaQA: a line that is no option (its first 40 characters).
    NotAnOption(String),
    /// OpenTriviaQA: no `^` line.
    NoAnswerLine,
    /// OpenTriviaQA: these options are missing ("BC").
    MissingOptions(String),
    /// OpenTriviaQA: the `^` answer is none of the options (its first 60 characters).
    AnswerNotAnOption(String),
}

impl DeckFault {
    /// The fault in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        use DeckFault::*;
        match self {
            NoQuestions => tr_in!(lang, "error-deck-no-questions"),
            Syntax(reason) => reason.clone(),
            QuestionEmpty => tr_in!(lang, "error-deck-question-empty"),
            QuestionTooLong => {
                tr_in!(
                    lang,
                    "error-deck-question-too-long",
                    max = MAX_QUESTION_CHARS
                )
            }
            OptionEmpty(option) => {
                tr_in!(lang, "error-deck-option-empty", option = option.to_string())
            }
            OptionTooLong(option) => tr_in!(
                lang,
                "error-deck-option-too-long",
                option = option.to_string(),
                max = MAX_OPTION_CHARS
            ),
            ControlCharacter => tr_in!(lang, "error-deck-control-character"),
            SameOptions => tr_in!(lang, "error-deck-same-options"),
            CategoryEmpty => tr_in!(lang, "error-deck-category-empty"),
            CategoryTooLong => {
                tr_in!(lang, "error-deck-category-too-long", max = MAX_OPTION_CHARS)
            }
            UnclosedQuote => tr_in!(lang, "error-deck-unclosed-quote"),
            FieldCount(found) => tr_in!(lang, "error-deck-field-count", found = *found),
            BadAnswer(answer) => tr_in!(lang, "error-deck-bad-answer", answer = answer),
            BadDifficulty(difficulty) => {
                tr_in!(lang, "error-deck-bad-difficulty", difficulty = difficulty)
            }
            TextBeforeFirstQuestion => tr_in!(lang, "error-deck-text-before-first-question"),
            SecondAnswer => tr_in!(lang, "error-deck-second-answer"),
            OptionTwice(option) => {
                tr_in!(lang, "error-deck-option-twice", option = option.to_string())
            }
            OptionLetter(option) => tr_in!(
                lang,
                "error-deck-option-letter",
                option = option.to_string()
            ),
            NotAnOption(text) => tr_in!(lang, "error-deck-not-an-option", text = text),
            NoAnswerLine => tr_in!(lang, "error-deck-no-answer-line"),
            MissingOptions(missing) => {
                tr_in!(lang, "error-deck-missing-options", missing = missing)
            }
            AnswerNotAnOption(answer) => {
                tr_in!(lang, "error-deck-answer-not-an-option", answer = answer)
            }
        }
    }
}

/// What reading a deck found.
#[derive(Clone, Debug, PartialEq)]
pub struct DeckReport {
    /// The questions read.
    pub deck: QuestionDeck,
    /// Questions skipped as bad, each with its line (none of them is in `deck`).
    pub problems: Vec<Problem>,
    /// OpenTriviaQA entries skipped for not having exactly four options.
    pub skipped: usize,
    /// The lines that were not UTF-8 and were read in a legacy encoding, if any.
    pub legacy: Option<LegacyLines>,
}

impl DeckReport {
    /// The deck's good questions, if there is any; otherwise the problems that left none.
    pub fn usable(self) -> Result<QuestionDeck, Vec<Problem>> {
        if !self.deck.questions.is_empty() {
            Ok(self.deck)
        } else if self.problems.is_empty() {
            Err(vec![Problem::at(None, DeckFault::NoQuestions)])
        } else {
            Err(self.problems)
        }
    }
}

/// Reads a deck file; the format follows the extension (`.ron`, `.csv`, anything else is
/// read as OpenTriviaQA text).
pub fn load_deck(path: &Path) -> Result<DeckReport, String> {
    let bytes =
        crate::input::read_bytes(path, crate::input::Kind::Deck).map_err(|e| e.to_string())?;
    let (text, legacy) = deck_text(bytes);
    let ext = path
        .extension()
        .map(|e| e.to_string_lossy().to_ascii_lowercase())
        .unwrap_or_default();
    let category = path
        .file_stem()
        .map(|s| s.to_string_lossy().replace(['_', '-'], " "))
        .unwrap_or_else(|| "General".into());
    let mut report = parse_deck(&text, &ext, &category);
    report.legacy = legacy;
    Ok(report)
}

/// Lines of a deck file that were not UTF-8, and the legacy encoding they were read in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LegacyLines {
    /// The encoding's name: `Windows-1252` (Western Europe), or `Windows-1250` (Central
    /// Europe: a Romanian deck's ă, ș, ț).
    pub encoding: &'static str,
    /// The lines (from 1) read in it.
    pub lines: Vec<usize>,
}

/// A deck file's bytes as text: a UTF-8 byte-order mark dropped, and each line that is not
/// valid UTF-8 read in a legacy encoding (the lines that are stay as they are: one stray
/// Windows line does not turn every accented UTF-8 line to mojibake). The encoding is the one
/// that reads those lines as the more plausible text: Windows-1250 when they hold Romanian
/// letters, Windows-1252 otherwise.
pub fn deck_text(mut bytes: Vec<u8>) -> (String, Option<LegacyLines>) {
    if bytes.starts_with(crate::input::BOM) {
        bytes.drain(..crate::input::BOM.len());
    }
    if let Ok(text) = std::str::from_utf8(&bytes) {
        return (text.to_string(), None);
    }
    let lines: Vec<&[u8]> = bytes.split_inclusive(|&b| b == b'\n').collect();
    let legacy: Vec<usize> = lines
        .iter()
        .enumerate()
        .filter(|(_, l)| std::str::from_utf8(l).is_err())
        .map(|(i, _)| i)
        .collect();
    let encoding = legacy_encoding(legacy.iter().map(|&i| lines[i]));
    let mut text = String::with_capacity(bytes.len());
    for line in &lines {
        match std::str::from_utf8(line) {
            Ok(l) => text.push_str(l),
            Err(_) => {
                let (decoded, _) = encoding.decode_without_bom_handling(line);
                // Windows-1250 has only the cedilla ş and ţ; Romanian writes the comma below.
                if encoding == encoding_rs::WINDOWS_1250 {
                    text.extend(decoded.chars().map(|c| match c {
                        'ş' => 'ș',
                        'Ş' => 'Ș',
                        'ţ' => 'ț',
                        'Ţ' => 'Ț',
                        c => c,
                    }));
                } else {
                    text.push_str(&decoded);
                }
            }
        }
    }
    let report = LegacyLines {
        encoding: if encoding == encoding_rs::WINDOWS_1250 {
            "Windows-1250"
        } else {
            "Windows-1252"
        },
        lines: legacy.iter().map(|i| i + 1).collect(),
    };
    (text, Some(report))
}

/// Windows-1250 when the lines read in it hold more Romanian letters (ă, ș, ț: the bytes
/// Windows-1252 reads as ã, º, þ) than Windows-1252 finds French ones; Windows-1252 otherwise.
fn legacy_encoding<'a>(lines: impl Iterator<Item = &'a [u8]>) -> &'static encoding_rs::Encoding {
    let (mut romanian, mut western) = (0, 0);
    for line in lines {
        let (central, _) = encoding_rs::WINDOWS_1250.decode_without_bom_handling(line);
        romanian += central.chars().filter(|c| "ăĂşŞţŢ".contains(*c)).count();
        let (west, _) = encoding_rs::WINDOWS_1252.decode_without_bom_handling(line);
        western += west
            .chars()
            .filter(|c| "èàùçêëïœÈÀÙÇÊ".contains(*c))
            .count();
    }
    if romanian > western {
        encoding_rs::WINDOWS_1250
    } else {
        encoding_rs::WINDOWS_1252
    }
}

/// Parses deck text in the given format (`ron`, `csv`, otherwise OpenTriviaQA); `category`
/// names OpenTriviaQA questions, whose files are one category each.
pub fn parse_deck(text: &str, format: &str, category: &str) -> DeckReport {
    match format {
        "ron" => parse_ron(text),
        "csv" => parse_csv(text),
        _ => parse_opentrivia(text, category),
    }
}

/// Checks one question; its problems are added to `problems`, and it is good when there are
/// none.
fn check(q: &Question, line: Option<usize>, problems: &mut Vec<Problem>) -> bool {
    let before = problems.len();
    let mut bad = |fault: DeckFault| problems.push(Problem::at(line, fault));
    let letter = |i: usize| "ABCD".as_bytes()[i] as char;
    if q.text.trim().is_empty() {
        bad(DeckFault::QuestionEmpty);
    }
    if q.text.chars().count() > MAX_QUESTION_CHARS {
        bad(DeckFault::QuestionTooLong);
    }
    for (i, o) in q.options.iter().enumerate() {
        if o.trim().is_empty() {
            bad(DeckFault::OptionEmpty(letter(i)));
        }
        if o.chars().count() > MAX_OPTION_CHARS {
            bad(DeckFault::OptionTooLong(letter(i)));
        }
    }
    // NUL bytes and terminal escape sequences have no place in text read aloud, and would
    // reach the terminal of `deck check` or the log.
    let fields = std::iter::once(&q.text)
        .chain(&q.options)
        .chain(std::iter::once(&q.category));
    if fields.flat_map(|f| f.chars()).any(char::is_control) {
        bad(DeckFault::ControlCharacter);
    }
    let mut seen = q.options.to_vec();
    seen.sort();
    seen.dedup();
    if seen.len() < 4 {
        bad(DeckFault::SameOptions);
    }
    if q.category.trim().is_empty() {
        bad(DeckFault::CategoryEmpty);
    }
    if q.category.chars().count() > MAX_OPTION_CHARS {
        bad(DeckFault::CategoryTooLong);
    }
    problems.len() == before
}

fn parse_ron(text: &str) -> DeckReport {
    let mut problems = Vec::new();
    let deck = match ron::from_str::<QuestionDeck>(text) {
        Ok(deck) => deck,
        Err(e) => {
            problems.push(Problem::at(
                Some(e.span.start.line),
                DeckFault::Syntax(e.code.to_string()),
            ));
            QuestionDeck { questions: vec![] }
        }
    };
    let mut questions = Vec::new();
    for (i, q) in deck.questions.into_iter().enumerate() {
        let before = problems.len();
        if check(&q, None, &mut problems) {
            questions.push(q);
        }
        for p in &mut problems[before..] {
            p.question = Some(i + 1);
        }
    }
    DeckReport {
        deck: QuestionDeck { questions },
        problems,
        skipped: 0,
        legacy: None,
    }
}

/// The delimiter of a CSV deck: of `,`, `;` (French and Romanian spreadsheets save with it)
/// and a tab, the one found most often outside quotes on the first line that is neither
/// blank nor a comment; `,` when none is.
fn csv_delimiter(text: &str) -> u8 {
    let first = text
        .lines()
        .map(|l| l.trim_start_matches('\u{feff}'))
        .find(|l| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
        .unwrap_or("");
    let mut counts = [(b',', 0), (b';', 0), (b'\t', 0)];
    let mut quoted = false;
    for b in first.bytes() {
        match b {
            b'"' => quoted = !quoted,
            _ if !quoted => {
                if let Some(c) = counts.iter_mut().find(|c| c.0 == b) {
                    c.1 += 1;
                }
            }
            _ => {}
        }
    }
    counts
        .iter()
        .filter(|c| c.1 > 0)
        .max_by_key(|c| c.1)
        .map_or(b',', |c| c.0)
}

/// A CSV deck, read with the `csv` crate: one question a record (`question, A, B, C, D,
/// answer letter, category[, difficulty]`), its delimiter found from the first line, quoted
/// cells that may span lines, an optional header row, `#` comment lines. A problem names the
/// line its record starts on.
fn parse_csv(text: &str) -> DeckReport {
    let text = text.trim_start_matches('\u{feff}');
    let mut problems = Vec::new();
    let mut questions = Vec::new();
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .delimiter(csv_delimiter(text))
        .comment(Some(b'#'))
        .trim(csv::Trim::All)
        .from_reader(text.as_bytes());
    let mut first = true;
    let records: Vec<_> = reader.records().collect();
    let last = records.len().saturating_sub(1);
    for (index, record) in records.into_iter().enumerate() {
        let record = match record {
            Ok(r) => r,
            Err(e) => {
                let line = e.position().map(|p| p.line() as usize);
                problems.push(Problem::at(line, DeckFault::Syntax(e.to_string())));
                continue;
            }
        };
        let position = record.position().cloned();
        let line = position.as_ref().map_or(0, |p| p.line() as usize);
        // The reader takes an unclosed quote to the end of the file: the last record then
        // holds an odd number of quote marks from its start on.
        if index == last
            && let Some(p) = &position
            && text[p.byte() as usize..].matches('"').count() % 2 == 1
        {
            problems.push(Problem::at(Some(line), DeckFault::UnclosedQuote));
            break;
        }
        // A cell a spreadsheet wrapped over several lines reads as one line: its line breaks
        // become spaces.
        let fields: Vec<String> = record
            .iter()
            .map(|f| f.split_whitespace().collect::<Vec<_>>().join(" "))
            .collect();
        if fields.iter().all(|f| f.is_empty()) {
            continue;
        }
        let header = std::mem::take(&mut first)
            && fields
                .get(5)
                .is_some_and(|a| a.eq_ignore_ascii_case("answer"));
        if header {
            continue; // a header row
        }
        if fields.len() < 7 || fields.len() > 8 {
            problems.push(Problem::at(Some(line), DeckFault::FieldCount(fields.len())));
            continue;
        }
        let Some(answer) = fields[5]
            .trim()
            .chars()
            .next()
            .filter(|_| fields[5].trim().len() == 1)
            .and_then(Choice::from_letter)
        else {
            problems.push(Problem::at(
                Some(line),
                DeckFault::BadAnswer(fields[5].clone()),
            ));
            continue;
        };
        let difficulty = match fields.get(7).map(|d| d.trim().to_ascii_lowercase()) {
            None => Difficulty::Medium,
            Some(d) if d == "easy" => Difficulty::Easy,
            Some(d) if d == "medium" || d.is_empty() => Difficulty::Medium,
            Some(d) if d == "hard" => Difficulty::Hard,
            Some(d) => {
                problems.push(Problem::at(Some(line), DeckFault::BadDifficulty(d)));
                continue;
            }
        };
        let q = Question {
            text: fields[0].clone(),
            options: [
                fields[1].clone(),
                fields[2].clone(),
                fields[3].clone(),
                fields[4].clone(),
            ],
            answer,
            category: fields[6].clone(),
            difficulty,
        };
        if check(&q, Some(line), &mut problems) {
            questions.push(q);
        }
    }
    DeckReport {
        deck: QuestionDeck { questions },
        problems,
        skipped: 0,
        legacy: None,
    }
}

/// OpenTriviaQA: `#Q question` (continued on following lines until the answer), `^ answer`,
/// then the options `A text` to `D text`, each at its letter's place whatever their order
/// (a line that continues an option is added to it). Each bad entry is skipped and reported
/// with its line.
fn parse_opentrivia(text: &str, category: &str) -> DeckReport {
    struct Entry {
        line: usize,
        question: String,
        answer: Option<String>,
        options: [Option<String>; 4],
        last_option: Option<usize>,
        problem: Option<Problem>,
    }
    let mut entries: Vec<Entry> = Vec::new();
    let mut problems = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let l = raw.trim_end();
        if let Some(q) = l.strip_prefix("#Q") {
            entries.push(Entry {
                line,
                question: q.trim().to_string(),
                answer: None,
                options: Default::default(),
                last_option: None,
                problem: None,
            });
            continue;
        }
        if l.trim().is_empty() {
            continue;
        }
        let Some(entry) = entries.last_mut() else {
            problems.push(Problem::at(Some(line), DeckFault::TextBeforeFirstQuestion));
            continue;
        };
        if entry.problem.is_some() {
            continue; // the rest of a bad entry
        }
        let fail = |fault: DeckFault| Some(Problem::at(Some(line), fault));
        if let Some(a) = l.strip_prefix('^') {
            if entry.answer.is_some() {
                entry.problem = fail(DeckFault::SecondAnswer);
            } else {
                entry.answer = Some(a.trim().to_string());
            }
            continue;
        }
        if entry.answer.is_none() {
            // Before the answer every line continues the question, even one that starts
            // with a capital letter and a space ("A visitor ...").
            entry.question.push(' ');
            entry.question.push_str(l.trim());
            continue;
        }
        let option = l
            .chars()
            .next()
            .filter(char::is_ascii_uppercase)
            .filter(|_| l[1..].starts_with(' ') || l.len() == 1);
        match option {
            Some(letter @ 'A'..='D') => {
                let slot = (letter as u8 - b'A') as usize;
                if entry.options[slot].is_some() {
                    entry.problem = fail(DeckFault::OptionTwice(letter));
                } else {
                    entry.options[slot] = Some(l[1..].trim().to_string());
                    entry.last_option = Some(slot);
                }
            }
            Some(letter) => {
                entry.problem = fail(DeckFault::OptionLetter(letter));
            }
            None => match entry.last_option {
                // A long option wrapped onto the next line.
                Some(slot) => {
                    let o = entry.options[slot].get_or_insert_with(String::new);
                    o.push(' ');
                    o.push_str(l.trim());
                }
                None => {
                    entry.problem = fail(DeckFault::NotAnOption(l.chars().take(40).collect()));
                }
            },
        }
    }
    let mut questions = Vec::new();
    let mut skipped = 0;
    for e in entries {
        if let Some(p) = e.problem {
            problems.push(p);
            continue;
        }
        let count = e.options.iter().filter(|o| o.is_some()).count();
        if count == 0 || count == 2 {
            // True/false and open questions: the format has them, this game cannot ask them.
            skipped += 1;
            continue;
        }
        let Some(answer_text) = e.answer else {
            problems.push(Problem::at(Some(e.line), DeckFault::NoAnswerLine));
            continue;
        };
        let [Some(a), Some(b), Some(c), Some(d)] = e.options else {
            let missing: String = (0..4)
                .filter(|&i| e.options[i].is_none())
                .map(|i| "ABCD".as_bytes()[i] as char)
                .collect();
            problems.push(Problem::at(
                Some(e.line),
                DeckFault::MissingOptions(missing),
            ));
            continue;
        };
        let options = [a, b, c, d];
        let Some(pos) = options
            .iter()
            .position(|o| o.eq_ignore_ascii_case(&answer_text))
        else {
            problems.push(Problem::at(
                Some(e.line),
                DeckFault::AnswerNotAnOption(answer_text.chars().take(60).collect()),
            ));
            continue;
        };
        let q = Question {
            text: e.question,
            options,
            answer: Choice::ALL[pos],
            category: category.to_string(),
            difficulty: Difficulty::Medium,
        };
        if check(&q, Some(e.line), &mut problems) {
            questions.push(q);
        }
    }
    problems.sort_by_key(|p| p.line);
    DeckReport {
        deck: QuestionDeck { questions },
        problems,
        skipped,
        legacy: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_deck_is_clean_and_varied() {
        let text = include_str!("../../../assets/word_colony/questions.ron");
        let report = parse_deck(text, "ron", "");
        assert!(report.problems.is_empty(), "{:?}", report.problems);
        let qs = &report.deck.questions;
        assert!(qs.len() >= 220);
        let mut cats: Vec<&str> = qs.iter().map(|q| q.category.as_str()).collect();
        cats.sort();
        cats.dedup();
        assert!(cats.len() >= 8, "{cats:?}");
        for d in [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard] {
            assert!(
                qs.iter().filter(|q| q.difficulty == d).count() >= 30,
                "{d:?}"
            );
        }
        let mut texts: Vec<&str> = qs.iter().map(|q| q.text.as_str()).collect();
        texts.sort();
        texts.dedup();
        assert_eq!(texts.len(), qs.len(), "no question twice");
    }

    #[test]
    fn csv_with_quotes_header_and_problems() {
        let text = "question,A,B,C,D,answer,category\n\
                    \"Largest ocean, by area?\",Pacific,Atlantic,Indian,Arctic,A,Geography\n\
                    2+2?,3,4,5,6,B,Maths,easy\n\
                    Bad answer?,1,2,3,4,E,Maths\n\
                    Too few,1,2,3\n\
                    \"Say \"\"hi\"\"\",a,b,c,d,D,Words\n";
        let r = parse_deck(text, "csv", "");
        assert_eq!(r.deck.questions.len(), 3);
        assert_eq!(r.deck.questions[0].text, "Largest ocean, by area?");
        assert_eq!(r.deck.questions[1].difficulty, Difficulty::Easy);
        assert_eq!(r.deck.questions[2].text, "Say \"hi\"");
        let lines: Vec<String> = r.problems.iter().map(|p| p.to_string()).collect();
        assert_eq!(
            lines,
            [
                "line 4: the answer must be A, B, C or D, not \"E\"",
                "line 5: expected 7 fields (question, A, B, C, D, answer letter, category), found 4",
            ]
        );
        assert_eq!(
            r.usable().unwrap().questions.len(),
            3,
            "the good questions are kept"
        );
    }

    #[test]
    fn csv_from_a_french_spreadsheet_with_semicolons_and_cells_over_two_lines() {
        let text = "question;A;B;C;D;answer;category\n\
                    \"Quel fleuve\ntraverse Paris ?\";Seine;Loire;Rhône;Garonne;A;Géographie\n\
                    Combien font 2+2 ?;3;4;5;6;B;Maths;easy\n\
                    Mauvaise réponse ?;1;2;3;4;E;Maths\n";
        let r = parse_deck(text, "csv", "");
        assert_eq!(r.deck.questions.len(), 2, "{:?}", r.problems);
        assert_eq!(r.deck.questions[0].text, "Quel fleuve traverse Paris ?");
        assert_eq!(r.deck.questions[0].options[2], "Rhône");
        let lines: Vec<String> = r.problems.iter().map(|p| p.to_string()).collect();
        // The cell over two lines moves the later lines down: the line counts the file's.
        assert_eq!(
            lines,
            ["line 5: the answer must be A, B, C or D, not \"E\""]
        );
        // An unclosed quote is named at the line it opens on.
        let r = parse_deck("Fine?,b,c,d,e,A,x\n\"open,1,2,3,4,A,x\n", "csv", "");
        assert_eq!(r.deck.questions.len(), 1, "the good line before it is kept");
        let lines: Vec<String> = r.problems.iter().map(|p| p.to_string()).collect();
        assert!(lines.iter().any(|l| l.starts_with("line 2:")), "{lines:?}");
        assert_eq!(csv_delimiter("a\tb\tc,d\n"), b'\t');
        assert_eq!(csv_delimiter("# a;b;c\nq,1,2\n"), b',');
    }

    #[test]
    fn a_file_with_one_windows_line_keeps_its_utf8_lines_and_a_romanian_one_reads_as_1250() {
        // UTF-8 lines with accents, and one line in Windows-1252 (é as 0xE9).
        let mut bytes = "#Q Qui a écrit « Les Misérables » ?\n^ Victor Hugo\n"
            .as_bytes()
            .to_vec();
        bytes.extend_from_slice(b"A Victor Hugo\nB \xc9mile Zola\nC Balzac\nD Flaubert\n");
        let (text, legacy) = deck_text(bytes);
        assert!(text.contains("Qui a écrit « Les Misérables » ?"), "{text}");
        assert!(text.contains("B Émile Zola"), "{text}");
        assert_eq!(
            legacy,
            Some(LegacyLines {
                encoding: "Windows-1252",
                lines: vec![4]
            })
        );
        // Romanian in Windows-1250: ş (0xBA) and ţ (0xFE) become ș and ț, ă (0xE3) stays ă.
        let (text, legacy) =
            deck_text(b"#Q Ce \xfeara are capitala la Bucure\xbati?\n^ Rom\xe2nia\n".to_vec());
        assert!(
            text.contains("Ce țara are capitala la București?"),
            "{text}"
        );
        assert_eq!(legacy.unwrap().encoding, "Windows-1250");
    }

    #[test]
    fn opentrivia_skips_entries_without_four_options() {
        let text = "#Q Which planet is red?\n^ Mars\nA Venus\nB Mars\nC Jupiter\nD Saturn\n\n\
                    #Q True or false: the sky is blue.\n^ True\nA True\nB False\n\n\
                    #Q Capital of Italy?\n^ Milan\nA Rome\nB Turin\nC Naples\nD Venice\n";
        let r = parse_deck(text, "txt", "science");
        assert_eq!(r.skipped, 1);
        assert_eq!(r.deck.questions.len(), 1);
        assert_eq!(r.deck.questions[0].answer, Choice::B);
        assert_eq!(r.deck.questions[0].category, "science");
        assert_eq!(
            r.problems.iter().map(|p| p.to_string()).collect::<Vec<_>>(),
            ["line 13: the answer \"Milan\" is not one of the options"]
        );
    }

    #[test]
    fn opentrivia_places_options_by_their_letter() {
        let text = "#Q Which is four?\n^ Four\nD One\nC Two\nB Three\nA Four\n";
        let r = parse_deck(text, "txt", "numbers");
        let q = &r.deck.questions[0];
        assert_eq!(q.options, ["Four", "Three", "Two", "One"].map(String::from));
        assert_eq!(q.answer, Choice::A);
    }

    #[test]
    fn opentrivia_continuation_lines_are_not_options() {
        let text = "#Q Who wrote this line,\nA visitor asked, in 1850?\n^ Dickens\n\
                    A Dickens\nB Austen\nC Eliot\nD Hardy\n";
        let r = parse_deck(text, "txt", "books");
        assert!(r.problems.is_empty(), "{:?}", r.problems);
        let q = &r.deck.questions[0];
        assert_eq!(q.text, "Who wrote this line, A visitor asked, in 1850?");
        assert_eq!(q.options[0], "Dickens");
        assert_eq!(q.answer, Choice::A);
    }

    #[test]
    fn opentrivia_bad_letters_skip_only_their_entry() {
        let good = "#Q Red planet?\n^ Mars\nA Venus\nB Mars\nC Jupiter\nD Saturn\n";
        let text = format!(
            "{good}#Q Letters E to H?\n^ F\nE E\nF F\nG G\nH H\n\
             #Q Four times A?\n^ x\nA x\nA y\nA z\nA w\n{good}"
        );
        let r = parse_deck(&text, "txt", "science");
        assert_eq!(r.deck.questions.len(), 2, "both good entries kept");
        assert_eq!(
            r.problems.iter().map(|p| p.to_string()).collect::<Vec<_>>(),
            [
                "line 9: option E: options are lettered A to D",
                "line 16: option A appears twice"
            ]
        );
        assert!(r.usable().is_ok());
    }

    #[test]
    fn control_characters_and_huge_questions_are_skipped_with_their_line() {
        let long = "x".repeat(2 * 1024 * 1024);
        let text = format!(
            "NUL\u{0} here?,a,b,c,d,A,Misc\n\
             Escape \u{1b}[2J?,a,b,c,d,A,Misc\n\
             {long}?,a,b,c,d,A,Misc\n\
             Fine?,a,b,c,d,B,Misc\n"
        );
        let r = parse_deck(&text, "csv", "");
        assert_eq!(r.deck.questions.len(), 1);
        assert_eq!(r.deck.questions[0].text, "Fine?");
        let lines: Vec<Option<usize>> = r.problems.iter().map(|p| p.line).collect();
        assert_eq!(lines, [Some(1), Some(2), Some(3)]);
        assert_eq!(r.problems[0].fault, DeckFault::ControlCharacter);
        assert!(r.problems[0].to_string().contains("control character"));
        assert!(r.problems[2].to_string().contains("longer than 500"));
    }

    #[test]
    fn windows_1252_files_are_decoded_and_a_bom_is_dropped() {
        let dir = crate::testing::scratch_dir("deck");
        let path = dir.join("food.txt");
        std::fs::write(
            &path,
            b"#Q Which is a dish?\n^ Caf\xe9 au lait\nA Caf\xe9 au lait\nB \x93Tea\x94\nC Milk\nD Water\n",
        )
        .unwrap();
        let r = load_deck(&path).unwrap();
        assert_eq!(
            r.legacy,
            Some(LegacyLines {
                encoding: "Windows-1252",
                lines: vec![2, 3, 4]
            })
        );
        assert_eq!(r.deck.questions[0].options[0], "Café au lait");
        assert_eq!(r.deck.questions[0].options[1], "“Tea”");
        let ron = dir.join("deck.ron");
        std::fs::write(
            &ron,
            "\u{feff}(questions: [(text: \"Q?\", options: (\"a\", \"b\", \"c\", \"d\"), answer: A, category: \"C\")])",
        )
        .unwrap();
        let r = load_deck(&ron).unwrap();
        assert!(r.problems.is_empty(), "{:?}", r.problems);
        assert_eq!(r.legacy, None);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn ron_errors_carry_the_line() {
        let r = parse_deck("(\n questions: [\n  (text: \"x\",\n oops\n", "ron", "");
        assert_eq!(r.problems.len(), 1);
        assert!(r.problems[0].line.is_some());
        assert!(r.usable().is_err());
    }

    #[test]
    fn an_empty_deck_is_not_usable() {
        let r = parse_deck("", "csv", "");
        assert_eq!(
            r.usable().unwrap_err()[0].to_string(),
            "the deck has no questions"
        );
    }

    #[test]
    fn problems_name_their_place_in_every_language() {
        let ron = "(questions: [(text: \"Q?\", options: (\"a\", \"b\", \"c\", \"d\"), answer: A, \
                   category: \"C\"), (text: \" \", options: (\"a\", \"b\", \"c\", \"d\"), \
                   answer: B, category: \"C\")])";
        let r = parse_deck(ron, "ron", "");
        assert_eq!(r.deck.questions.len(), 1);
        let p = &r.problems[0];
        assert_eq!(p.to_string(), "question 2: the question is empty");
        assert_eq!(
            p.message(Lang::Fr),
            "question 2\u{a0}: la question est vide"
        );
        assert_eq!(p.message(Lang::Ro), "întrebarea 2: întrebarea este goală");
        let csv = parse_deck("Q?,a,b,c,d,A,Misc,tough\n", "csv", "");
        assert_eq!(
            csv.problems[0].message(Lang::Fr),
            "ligne 1\u{a0}: la difficulté doit être easy, medium ou hard, pas «\u{a0}tough\u{a0}»"
        );
        let long = format!("{}?,a,b,c,d,A,Misc\n", "x".repeat(600));
        assert_eq!(
            parse_deck(&long, "csv", "").problems[0].message(Lang::Ro),
            "linia 1: întrebarea are peste 500 de caractere"
        );
    }
}

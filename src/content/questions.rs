//! Question decks from files. Every problem is reported with its line; a deck with any
//! problem is refused as a whole (the loaded deck stays), except OpenTriviaQA entries that do
//! not have four options, which that format allows and which are skipped and counted.

use std::path::Path;

use crate::games::word_colony::cards::{Choice, Difficulty, Question};
use crate::games::word_colony::content::QuestionDeck;

/// The largest deck file read (a million questions is far beyond any real deck).
pub const MAX_DECK_BYTES: u64 = crate::input::Kind::Deck.limit();

/// One problem in a deck file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// 1-based line, when the problem has one.
    pub line: Option<usize>,
    /// What is wrong.
    pub message: String,
}

impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.line {
            Some(l) => write!(f, "line {l}: {}", self.message),
            None => f.write_str(&self.message),
        }
    }
}

/// What reading a deck found.
#[derive(Clone, Debug, PartialEq)]
pub struct DeckReport {
    /// The questions read.
    pub deck: QuestionDeck,
    /// Problems; the deck is usable only when this is empty.
    pub problems: Vec<Problem>,
    /// OpenTriviaQA entries skipped for not having exactly four options.
    pub skipped: usize,
}

impl DeckReport {
    /// The deck, if it has no problems.
    pub fn usable(self) -> Result<QuestionDeck, Vec<Problem>> {
        if self.problems.is_empty() && !self.deck.questions.is_empty() {
            Ok(self.deck)
        } else if self.problems.is_empty() {
            Err(vec![Problem {
                line: None,
                message: "the deck has no questions".into(),
            }])
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
    let text = crate::input::decode_utf8(path, bytes).map_err(|e| e.to_string())?;
    let ext = path
        .extension()
        .map(|e| e.to_string_lossy().to_ascii_lowercase())
        .unwrap_or_default();
    let category = path
        .file_stem()
        .map(|s| s.to_string_lossy().replace(['_', '-'], " "))
        .unwrap_or_else(|| "General".into());
    Ok(parse_deck(&text, &ext, &category))
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

fn check(q: &Question, line: Option<usize>, problems: &mut Vec<Problem>) {
    let mut bad = |m: String| problems.push(Problem { line, message: m });
    if q.text.trim().is_empty() {
        bad("the question is empty".into());
    }
    for (i, o) in q.options.iter().enumerate() {
        if o.trim().is_empty() {
            bad(format!("option {} is empty", "ABCD".as_bytes()[i] as char));
        }
    }
    let mut seen = q.options.to_vec();
    seen.sort();
    seen.dedup();
    if seen.len() < 4 {
        bad("two options are the same".into());
    }
    if q.category.trim().is_empty() {
        bad("the category is empty".into());
    }
}

fn parse_ron(text: &str) -> DeckReport {
    let mut problems = Vec::new();
    let deck = match ron::from_str::<QuestionDeck>(text) {
        Ok(deck) => deck,
        Err(e) => {
            problems.push(Problem {
                line: Some(e.span.start.line),
                message: e.code.to_string(),
            });
            QuestionDeck { questions: vec![] }
        }
    };
    for (i, q) in deck.questions.iter().enumerate() {
        let before = problems.len();
        check(q, None, &mut problems);
        for p in &mut problems[before..] {
            p.message = format!("question {}: {}", i + 1, p.message);
        }
    }
    DeckReport {
        deck,
        problems,
        skipped: 0,
    }
}

/// Splits one CSV record (RFC 4180 quoting: "a, b" and "" for a quote).
fn csv_fields(line: &str) -> Result<Vec<String>, String> {
    let mut fields = Vec::new();
    let mut field = String::new();
    let mut chars = line.chars().peekable();
    let mut quoted = false;
    let mut was_quoted = false;
    while let Some(c) = chars.next() {
        match (quoted, c) {
            (true, '"') if chars.peek() == Some(&'"') => {
                chars.next();
                field.push('"');
            }
            (true, '"') => quoted = false,
            (true, c) => field.push(c),
            (false, '"') if field.trim().is_empty() => {
                field.clear();
                quoted = true;
                was_quoted = true;
            }
            (false, ',') => {
                fields.push(if was_quoted {
                    field.clone()
                } else {
                    field.trim().to_string()
                });
                field.clear();
                was_quoted = false;
            }
            (false, c) => field.push(c),
        }
    }
    if quoted {
        return Err("a quoted field is not closed".into());
    }
    fields.push(if was_quoted {
        field
    } else {
        field.trim().to_string()
    });
    Ok(fields)
}

fn parse_csv(text: &str) -> DeckReport {
    let mut problems = Vec::new();
    let mut questions = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let raw = raw.trim_start_matches('\u{feff}');
        if raw.trim().is_empty() || raw.trim_start().starts_with('#') {
            continue;
        }
        let fields = match csv_fields(raw) {
            Ok(f) => f,
            Err(m) => {
                problems.push(Problem {
                    line: Some(line),
                    message: m,
                });
                continue;
            }
        };
        if line == 1
            && fields
                .get(5)
                .is_some_and(|a| a.eq_ignore_ascii_case("answer"))
        {
            continue; // a header row
        }
        if fields.len() < 7 || fields.len() > 8 {
            problems.push(Problem {
                line: Some(line),
                message: format!(
                    "expected 7 fields (question, A, B, C, D, answer letter, category), found {}",
                    fields.len()
                ),
            });
            continue;
        }
        let Some(answer) = fields[5]
            .trim()
            .chars()
            .next()
            .filter(|_| fields[5].trim().len() == 1)
            .and_then(Choice::from_letter)
        else {
            problems.push(Problem {
                line: Some(line),
                message: format!("the answer must be A, B, C or D, not \"{}\"", fields[5]),
            });
            continue;
        };
        let difficulty = match fields.get(7).map(|d| d.trim().to_ascii_lowercase()) {
            None => Difficulty::Medium,
            Some(d) if d == "easy" => Difficulty::Easy,
            Some(d) if d == "medium" || d.is_empty() => Difficulty::Medium,
            Some(d) if d == "hard" => Difficulty::Hard,
            Some(d) => {
                problems.push(Problem {
                    line: Some(line),
                    message: format!("difficulty must be easy, medium or hard, not \"{d}\""),
                });
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
        check(&q, Some(line), &mut problems);
        questions.push(q);
    }
    DeckReport {
        deck: QuestionDeck { questions },
        problems,
        skipped: 0,
    }
}

fn parse_opentrivia(text: &str, category: &str) -> DeckReport {
    struct Entry {
        line: usize,
        question: String,
        answer: Option<String>,
        options: Vec<(char, String)>,
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
                options: Vec::new(),
            });
            continue;
        }
        if l.trim().is_empty() {
            continue;
        }
        let Some(entry) = entries.last_mut() else {
            problems.push(Problem {
                line: Some(line),
                message: "text before the first #Q question".into(),
            });
            continue;
        };
        if let Some(a) = l.strip_prefix('^') {
            entry.answer = Some(a.trim().to_string());
        } else if let Some((letter, rest)) = l
            .chars()
            .next()
            .filter(|c| c.is_ascii_uppercase())
            .zip(l.get(1..))
            .filter(|(_, rest)| rest.starts_with(' ') || rest.is_empty())
        {
            entry.options.push((letter, rest.trim().to_string()));
        } else if entry.options.is_empty() && entry.answer.is_none() {
            // A question continued on the next line.
            entry.question.push(' ');
            entry.question.push_str(l.trim());
        } else {
            problems.push(Problem {
                line: Some(line),
                message: format!(
                    "not a question, answer or option line: \"{}\"",
                    l.chars().take(40).collect::<String>()
                ),
            });
        }
    }
    let mut questions = Vec::new();
    let mut skipped = 0;
    for e in entries {
        if e.options.len() != 4 {
            skipped += 1;
            continue;
        }
        let Some(answer_text) = e.answer else {
            problems.push(Problem {
                line: Some(e.line),
                message: "the question has no ^ answer line".into(),
            });
            continue;
        };
        let Some(pos) = e
            .options
            .iter()
            .position(|(_, o)| o.eq_ignore_ascii_case(&answer_text))
        else {
            problems.push(Problem {
                line: Some(e.line),
                message: format!("the answer \"{answer_text}\" is not one of the options"),
            });
            continue;
        };
        let q = Question {
            text: e.question,
            options: [
                e.options[0].1.clone(),
                e.options[1].1.clone(),
                e.options[2].1.clone(),
                e.options[3].1.clone(),
            ],
            answer: Choice::ALL[pos],
            category: category.to_string(),
            difficulty: Difficulty::Medium,
        };
        check(&q, Some(e.line), &mut problems);
        questions.push(q);
    }
    DeckReport {
        deck: QuestionDeck { questions },
        problems,
        skipped,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_deck_is_clean_and_varied() {
        let text = include_str!("../../assets/word_colony/questions.ron");
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
        assert!(r.usable().is_err());
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
            r.usable().unwrap_err()[0].message,
            "the deck has no questions"
        );
    }
}

//! The placeholder computer seat's move: a made-up word, not an English one. It tries its rack
//! laid out to look pronounceable (consonants and vowels alternating) from every square, both
//! ways, at every length the minimum allows, and keeps the highest Classic score whose main
//! word the dictionary does not know, preferring one that keeps its score at 50 or under (over
//! it, the record would be English's). A placeholder level: it neither plans nor bluffs.

use crate::games::crossword::{Cell, Dir, Play, SIZE, check_play};

use super::game::{Game, SCORE_LIMIT};

/// The best made-up word `seat` can place, if any.
pub fn made_up_move(game: &Game, seat: usize) -> Option<Play> {
    let tiles = pronounceable(&game.seats[seat].rack);
    let score = game.seats[seat].score;
    // The best move overall, and the best that keeps the score from going over the limit.
    let mut best: Option<(i32, Play)> = None;
    let mut safe: Option<(i32, Play)> = None;
    for row in 0..SIZE {
        for col in 0..SIZE {
            if game.board.get(row, col) != 0 {
                continue;
            }
            for dir in [Dir::Across, Dir::Down] {
                for len in 1..=tiles.len() {
                    let Some(play) = lay(game, row, col, dir, &tiles[..len]) else {
                        break;
                    };
                    let Ok(scored) = check_play(&game.board, game.rules, &play, None) else {
                        continue;
                    };
                    let main = &scored.words[0].text;
                    if play.cells.len() < game.min_word()
                        || main.len() != play.cells.len()
                        || game.lexicon.contains(main)
                        || game.kept_off(&scored).is_some()
                    {
                        continue;
                    }
                    let keeps = score > SCORE_LIMIT || score + scored.score <= SCORE_LIMIT;
                    if keeps && safe.as_ref().is_none_or(|(s, _)| scored.score > *s) {
                        safe = Some((scored.score, play.clone()));
                    }
                    if best.as_ref().is_none_or(|(s, _)| scored.score > *s) {
                        best = Some((scored.score, play));
                    }
                }
            }
        }
    }
    safe.or(best).map(|(_, play)| play)
}

/// `tiles` laid from (row, col) along `dir`, board tiles between them played through.
fn lay(game: &Game, row: usize, col: usize, dir: Dir, tiles: &[u8]) -> Option<Play> {
    let mut cells = Vec::new();
    let mut left = tiles.iter();
    let mut next = left.next();
    let (mut r, mut c) = (row, col);
    while let Some(&t) = next {
        if r >= SIZE || c >= SIZE {
            return None;
        }
        if game.board.get(r, c) != 0 {
            cells.push(Cell::Board(None));
        } else {
            cells.push(Cell::New(t));
            next = left.next();
        }
        match dir {
            Dir::Across => c += 1,
            Dir::Down => r += 1,
        }
    }
    Some(Play {
        row,
        col,
        dir,
        cells,
    })
}

/// The rack ordered consonant, vowel, consonant, ... while both last (a blank becomes an
/// `e`), so the made-up words can be said aloud.
fn pronounceable(rack: &[u8]) -> Vec<u8> {
    let is_vowel = |t: &u8| b"AEIOU?".contains(t);
    let mut vowels: Vec<u8> = rack.iter().copied().filter(is_vowel).collect();
    let mut consonants: Vec<u8> = rack.iter().copied().filter(|t| !is_vowel(t)).collect();
    let mut out = Vec::with_capacity(rack.len());
    let mut want_vowel = consonants.is_empty();
    while !vowels.is_empty() || !consonants.is_empty() {
        let from = if (want_vowel && !vowels.is_empty()) || consonants.is_empty() {
            &mut vowels
        } else {
            &mut consonants
        };
        let t = from.remove(0);
        out.push(if t == b'?' { b'e' } else { t });
        want_vowel = !want_vowel;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::colonization::state::{Action, Phase};
    use crate::words::Lexicon;

    #[test]
    fn the_rack_is_laid_out_consonant_vowel() {
        assert_eq!(pronounceable(b"STRAEIO"), b"SATERIO".to_vec());
        assert_eq!(pronounceable(b"?BC"), b"BeC".to_vec());
        assert_eq!(pronounceable(b"AEI"), b"AEI".to_vec());
    }

    #[test]
    fn the_placeholder_never_places_an_english_word() {
        let english = Lexicon::from_words(["sate", "sat", "tea", "eat", "rate", "tear"]);
        let mut game =
            Game::with_bag_order(english, &["A", "B"], 1, b"UUUUWWFYHHJXCMSTRAEIOSTRAEIO").unwrap();
        for _ in 0..4 {
            let seat = game.acting()[0];
            let action = super::super::plugin::placeholder_choice(&game, seat);
            game.apply(seat, &action).unwrap();
        }
        assert_eq!(game.phase(), &Phase::Turn { seat: 0 });
        let Some(play) = made_up_move(&game, 0) else {
            panic!("no move found");
        };
        let scored = check_play(&game.board, game.rules, &play, None).unwrap();
        assert!(!game.lexicon.contains(&scored.words[0].text));
        assert!(play.cells.len() >= game.min_word());
        assert!(matches!(
            super::super::plugin::placeholder_choice(&game, 0),
            Action::Place(_)
        ));
    }
}

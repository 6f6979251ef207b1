#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| wordtable::games::word_colony::fuzz::box_file(data));

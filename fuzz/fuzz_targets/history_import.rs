#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| wordtable::fuzzing::history_import(data));

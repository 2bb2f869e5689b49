//! The extractor on arbitrary bytes: no panic, matches in order and in
//! bounds, `raw()` is the input at the span, and the stream gives the
//! same matches as the whole buffer.
#![no_main]

use libfuzzer_sys::fuzz_target;
use urlgrep_extract::Extractor;

fuzz_target!(|data: &[u8]| {
    let ex = Extractor::builder().max_len(64).build().unwrap();
    let whole: Vec<_> = ex.find_iter(data).collect();
    let mut last = 0;
    for m in &whole {
        assert!(last <= m.start() && m.start() < m.end() && m.end() <= data.len());
        assert_eq!(m.raw(), &data[m.span()]);
        let _ = m.alternatives().count();
        let _ = m.parse_partial();
        last = m.end();
    }
    let streamed: Vec<_> = ex.stream_iter(data).collect::<Result<_, _>>().unwrap();
    assert_eq!(whole, streamed);
});

use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use super::ordered;

fn pool() -> rayon::ThreadPool {
    rayon::ThreadPoolBuilder::new()
        .num_threads(3)
        .build()
        .unwrap()
}

/// Every result is taken once, in the order of its unit, however the
/// threads finish them (the early units take longest here).
#[test]
fn results_are_taken_in_input_order() {
    let pool = pool();
    for threads in [1, 2, 3] {
        let mut seen = Vec::new();
        let work = |i: usize| {
            std::thread::sleep(Duration::from_millis(((40 - i) % 7) as u64));
            i * 10
        };
        pool.install(|| {
            ordered(0..40, threads, work, |r| {
                seen.push(r);
                true
            });
        });
        assert_eq!(
            seen,
            (0..40).map(|i| i * 10).collect::<Vec<_>>(),
            "{threads}"
        );
    }
}

/// After `take` says stop, nothing more is taken, and few units were
/// read ahead: at most `2 × threads` beyond the last one taken.
#[test]
fn stop_reads_no_further() {
    let pool = pool();
    for threads in [1, 2, 3] {
        let read = AtomicUsize::new(0);
        let units = (0..1000).inspect(|_| {
            read.fetch_add(1, Ordering::Relaxed);
        });
        let mut taken = Vec::new();
        pool.install(|| {
            ordered(
                units,
                threads,
                |i| i,
                |i| {
                    taken.push(i);
                    i < 5
                },
            );
        });
        assert_eq!(taken, [0, 1, 2, 3, 4, 5]);
        assert!(read.load(Ordering::Relaxed) <= 6 + 2 * threads, "{threads}");
    }
}

/// A panic in one unit's work reaches the caller, and does not leave the
/// run waiting for that unit's result.
#[test]
fn a_panic_in_work_ends_the_run() {
    let pool = pool();
    for threads in [1, 2, 3] {
        let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            pool.install(|| {
                ordered(0..100, threads, |i| assert!(i != 7, "unit 7"), |()| true);
            });
        }));
        assert!(r.is_err(), "{threads}");
    }
}

/// Nothing to read: nothing taken, and the call returns.
#[test]
fn no_units() {
    let mut n = 0;
    pool().install(|| {
        ordered(
            std::iter::empty::<u8>(),
            2,
            |u| u,
            |_| {
                n += 1;
                true
            },
        );
    });
    assert_eq!(n, 0);
}

/// Batches keep every unit once, in order, each batch closed at the first
/// unit that brings it to the size (an empty unit counts one byte).
#[test]
fn batches_hold_every_unit_in_order() {
    let sizes = [3usize, 0, 5, 10, 1, 1, 1, 7];
    let got: Vec<Vec<usize>> = super::batches(sizes.into_iter(), 6, |&s| s).collect();
    assert_eq!(got, [vec![3, 0, 5], vec![10], vec![1, 1, 1, 7]]);
    assert_eq!(
        super::batches(std::iter::empty::<usize>(), 6, |&s| s).count(),
        0
    );
}

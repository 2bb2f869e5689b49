//! Buffers kept per thread from one message or archive to the next: a
//! fresh one costs its growth, or its page faults, each time.

use std::cell::Cell;
use std::ops::{Deref, DerefMut};
use std::thread::LocalKey;

/// A value lent by a thread's store `key`, given back when dropped if
/// `keep` takes it (one grown large is let go instead).
pub(crate) struct Lent<T: Default + 'static, F: Fn(&T) -> bool> {
    value: T,
    key: &'static LocalKey<Cell<T>>,
    keep: F,
}

impl<T: Default + 'static, F: Fn(&T) -> bool> Lent<T, F> {
    /// What `key` holds (its default when it holds nothing).
    pub(crate) fn take(key: &'static LocalKey<Cell<T>>, keep: F) -> Self {
        Lent {
            value: key.with(Cell::take),
            key,
            keep,
        }
    }
}

impl<T: Default + 'static, F: Fn(&T) -> bool> Deref for Lent<T, F> {
    type Target = T;

    fn deref(&self) -> &T {
        &self.value
    }
}

impl<T: Default + 'static, F: Fn(&T) -> bool> DerefMut for Lent<T, F> {
    fn deref_mut(&mut self) -> &mut T {
        &mut self.value
    }
}

impl<T: Default + 'static, F: Fn(&T) -> bool> Drop for Lent<T, F> {
    fn drop(&mut self) {
        let value = std::mem::take(&mut self.value);
        if (self.keep)(&value) {
            // At thread exit the store may be gone: then it is let go.
            let _ = self.key.try_with(|k| k.set(value));
        }
    }
}

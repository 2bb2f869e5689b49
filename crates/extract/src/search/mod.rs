//! The search stage: trigger → candidate (SPEC §1). The colon loop
//! (`window`), the colons (`colons`), where a scheme name starts (`start`),
//! and the run a bare candidate starts in (`run`).

pub(crate) mod colons;
pub(crate) mod run;
pub(crate) mod start;
pub(crate) mod window;

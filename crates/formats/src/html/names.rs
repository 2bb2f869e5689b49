//! Tag and attribute names as the reader tells them apart (SPEC §1.7.4):
//! which elements hide their text (`script`, `style`), hold markup
//! (`noscript`, `iframe`, `noembed`, `noframes`), open an anchor (`a`),
//! or let a sentence run through (the phrasing elements); every other
//! element ends a line of text.
//!
//! A name is kept in a small fixed buffer: every name the rules name is
//! at most 10 bytes, so no name needs a vector of its own, and a tag is
//! classified once, not compared name by name at each use.

/// A tag or attribute name as the tokenizer gives it (lower case), in
/// pieces: its first [`Name::KEPT`] bytes and its length.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Name {
    bytes: [u8; Name::KEPT],
    len: usize,
}

impl Name {
    /// Longer than any name a rule here or html5gum's raw-text states
    /// compare with (`blockquote`, `background`, `plaintext`).
    const KEPT: usize = 16;

    pub(crate) fn clear(&mut self) {
        self.len = 0;
    }

    /// Appends a piece of the name.
    pub(crate) fn push(&mut self, piece: &[u8]) {
        // Byte by byte: pieces are a few bytes (a `copy_from_slice` of
        // the piece measured the same).
        for &b in piece {
            if let Some(slot) = self.bytes.get_mut(self.len) {
                *slot = b;
            }
            self.len += 1;
        }
    }

    /// The name, or `None` when it is longer than any name known here.
    pub(crate) fn get(&self) -> Option<&[u8]> {
        self.bytes.get(..self.len)
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// What comes before a `:` in the kept bytes: a tag named `https:…`
    /// or `url:…` is a URL in angle brackets (SPEC §1.1, §1.2).
    pub(crate) fn scheme(&self) -> Option<&[u8]> {
        let kept = &self.bytes[..self.len.min(Self::KEPT)];
        kept.iter().position(|&c| c == b':').map(|n| &kept[..n])
    }

    /// Whether both are the same name known here.
    pub(crate) fn same(&self, other: &Name) -> bool {
        self.get().is_some() && self.get() == other.get()
    }
}

/// What an element is to the reader.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Tag {
    /// `<a>`: its text may repeat its `href`.
    A,
    /// `script`: its text is not visible.
    Script,
    /// `style`: its text is not visible.
    Style,
    /// `noscript`, `iframe`, `noembed`, `noframes`: read as markup, as a
    /// browser without scripts or frames reads them.
    Markup,
    /// The phrasing elements a sentence runs through (HTML §3.2.5.2.5).
    Phrasing,
    /// Every other element ends a line of text.
    Block,
    /// A paragraph, a heading, a list's item, a table's cell or row, a
    /// quote, preformatted text, a section: they set their text apart by
    /// a blank line, so no URL runs on into the next cell or paragraph
    /// (SPEC §1.6.3: a blank line ends a paragraph). `div` and `br` are
    /// blocks that break a line only: Gmail writes each line of a
    /// message as a `div`.
    Apart,
    /// A name with a `:`: `<https://…>` or `<URL:…>` in text (SPEC §1.1,
    /// §1.2) when the extractor knows the scheme, else a block element
    /// (`<o:p>`, `<svg:rect>`).
    Colon,
}

impl Tag {
    /// The kind of the element named `name`.
    pub(crate) fn of(name: &Name) -> Tag {
        match name.get() {
            Some(b"a") => Tag::A,
            Some(b"script") => Tag::Script,
            Some(b"style") => Tag::Style,
            Some(b"noscript" | b"iframe" | b"noembed" | b"noframes") => Tag::Markup,
            Some(
                b"abbr" | b"b" | b"bdi" | b"bdo" | b"cite" | b"code" | b"data" | b"del" | b"dfn"
                | b"em" | b"font" | b"i" | b"ins" | b"kbd" | b"mark" | b"q" | b"s" | b"samp"
                | b"small" | b"span" | b"strike" | b"strong" | b"sub" | b"sup" | b"time" | b"tt"
                | b"u" | b"var" | b"wbr",
            ) => Tag::Phrasing,
            // The common block elements, named so that only other names
            // are searched for a `:` (every start tag is classified: a
            // search of each cost 1% of reading rustdoc pages).
            Some(
                b"address" | b"article" | b"aside" | b"blockquote" | b"caption" | b"dd"
                | b"details" | b"dl" | b"dt" | b"fieldset" | b"figcaption" | b"figure" | b"footer"
                | b"form" | b"h1" | b"h2" | b"h3" | b"h4" | b"h5" | b"h6" | b"header" | b"hr"
                | b"legend" | b"li" | b"main" | b"nav" | b"ol" | b"p" | b"pre" | b"section"
                | b"summary" | b"table" | b"tbody" | b"td" | b"tfoot" | b"th" | b"thead" | b"title"
                | b"tr" | b"ul",
            ) => Tag::Apart,
            Some(
                b"body" | b"br" | b"button" | b"div" | b"head" | b"html" | b"img" | b"input"
                | b"link" | b"meta" | b"path" | b"svg",
            ) => Tag::Block,
            _ if name.scheme().is_some() => Tag::Colon,
            _ => Tag::Block,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn name(pieces: &[&[u8]]) -> Name {
        let mut n = Name::default();
        pieces.iter().for_each(|p| n.push(p));
        n
    }

    #[test]
    fn names_in_pieces_and_long_names() {
        assert_eq!(Tag::of(&name(&[b"scr", b"i", b"pt"])), Tag::Script);
        assert_eq!(Tag::of(&name(&[b"span"])), Tag::Phrasing);
        assert_eq!(Tag::of(&name(&[b"td"])), Tag::Apart);
        // A long custom element is no `a`, whatever it starts with.
        let long = name(&[b"a-very-long-custom-element"]);
        assert_eq!((long.get(), Tag::of(&long)), (None, Tag::Block));
        assert!(!long.same(&long));
        assert!(name(&[b"style"]).same(&name(&[b"st", b"yle"])));
        let mut n = name(&[b"style"]);
        n.clear();
        n.push(b"a");
        assert_eq!((n.is_empty(), Tag::of(&n)), (false, Tag::A));
    }

    #[test]
    fn schemes_of_names() {
        assert_eq!(name(&[b"https:"]).scheme(), Some(&b"https"[..]));
        assert_eq!(name(&[b"url:ftp:"]).scheme(), Some(&b"url"[..]));
        assert_eq!(
            name(&[b"mailto:someone@example.org"]).scheme(),
            Some(&b"mailto"[..])
        );
        assert_eq!(Tag::of(&name(&[b"mailto:someone@example.org"])), Tag::Colon);
        assert_eq!(Tag::of(&name(&[b"o:p"])), Tag::Colon);
        assert_eq!(
            (name(&[b"a"]).scheme(), Tag::of(&name(&[b"div"]))),
            (None, Tag::Block)
        );
        // A colon past the kept bytes, or left from a longer name before.
        assert_eq!(name(&[b"a-very-long-name:"]).scheme(), None);
        let mut n = name(&[b"xx:yy"]);
        n.clear();
        n.push(b"xx");
        assert_eq!((n.scheme(), Tag::of(&n)), (None, Tag::Block));
    }
}

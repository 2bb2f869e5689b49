//! Parses URLs, one a line from a file (or the arguments), and prints each
//! one's parts or the error, with the §6 notes.
//!
//! cargo run -p rfc1738 --example parse -- testdata/rfc1738/examples.txt
//! cargo run -p rfc1738 --example parse -- --url 'ftp://joe:pw@host.example/x;type=i'

use rfc1738::Url;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let urls: Vec<String> = match args.as_slice() {
        [flag, rest @ ..] if flag == "--url" => rest.to_vec(),
        [path] => std::fs::read_to_string(path)
            .unwrap_or_else(|e| {
                eprintln!("parse: {path}: {e}");
                std::process::exit(2)
            })
            .lines()
            .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
            .map(str::to_string)
            .collect(),
        _ => {
            eprintln!("usage: parse FILE | parse --url URL...");
            std::process::exit(2)
        }
    };
    for text in &urls {
        let (url, err) = Url::parse_partial(text);
        match err {
            None => println!(
                "{text}\n  valid, scheme {}",
                url.scheme_str().to_ascii_lowercase()
            ),
            Some(e) => println!("{text}\n{}^\n  invalid: {e}", " ".repeat(e.offset)),
        }
        for (name, value) in url.parts() {
            println!("  {:<12}{value}", name.as_str());
        }
        for (name, value) in url.fields() {
            println!("  {:<12}{name}={value}", "field");
        }
        let notes: Vec<_> = url.security_notes().names().collect();
        if !notes.is_empty() {
            println!(
                "  notes       {}  (redacted: {})",
                notes.join(", "),
                rfc1738::redact_password(text)
            );
        }
    }
}

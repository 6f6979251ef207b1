//! A one-page PDF around a PNG picture, so a printed sheet comes out at A4 whatever the
//! printer does with pictures. The PNG's compressed pixel data goes into the PDF as it is:
//! PDF's Flate filter with the PNG predictors reads the very stream a PNG's IDAT chunks hold,
//! so nothing is decoded or compressed again and no library is needed.

/// An A4 page in PDF points (1/72 inch): width, height.
pub const A4_POINTS: (f32, f32) = (595.28, 841.89);

/// Why a PNG cannot be wrapped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PdfError {
    /// Not a PNG, or a chunk runs past the end.
    NotPng,
    /// A PNG this wrapper does not carry: only 8-bit RGB, not interlaced.
    Unsupported,
}

impl std::fmt::Display for PdfError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            PdfError::NotPng => "not a PNG picture",
            PdfError::Unsupported => "only 8-bit RGB PNG pictures, not interlaced, fit in a PDF",
        })
    }
}

impl std::error::Error for PdfError {}

/// The PNG's width, height and compressed pixel data (its IDAT chunks joined).
fn read_png(png: &[u8]) -> Result<(u32, u32, Vec<u8>), PdfError> {
    const SIGNATURE: &[u8] = b"\x89PNG\r\n\x1a\n";
    let mut rest = png.strip_prefix(SIGNATURE).ok_or(PdfError::NotPng)?;
    let mut header = None;
    let mut data = Vec::new();
    while rest.len() >= 12 {
        let len = u32::from_be_bytes(rest[0..4].try_into().expect("4 bytes")) as usize;
        let kind = &rest[4..8];
        let body = rest.get(8..8 + len).ok_or(PdfError::NotPng)?;
        match kind {
            b"IHDR" if len == 13 => header = Some(body.to_vec()),
            b"IDAT" => data.extend_from_slice(body),
            b"IEND" => break,
            _ => {}
        }
        rest = rest.get(12 + len..).ok_or(PdfError::NotPng)?;
    }
    let h = header.ok_or(PdfError::NotPng)?;
    let width = u32::from_be_bytes(h[0..4].try_into().expect("4 bytes"));
    let height = u32::from_be_bytes(h[4..8].try_into().expect("4 bytes"));
    // Bit depth 8, colour type 2 (RGB), compression 0, filter 0, no interlace.
    if h[8..13] != [8, 2, 0, 0, 0] {
        return Err(PdfError::Unsupported);
    }
    if data.is_empty() {
        return Err(PdfError::NotPng);
    }
    Ok((width, height, data))
}

/// A PDF of one A4 page that the PNG `png` fills.
pub fn pdf_from_png(png: &[u8], title: &str) -> Result<Vec<u8>, PdfError> {
    let (width, height, data) = read_png(png)?;
    let (pw, ph) = A4_POINTS;
    let content = format!("q {pw} 0 0 {ph} 0 0 cm /Sheet Do Q\n");
    // PDF strings escape backslashes and parentheses; anything beyond ASCII is left out of
    // the title (it is only the document's name in a viewer's window).
    let title: String = title
        .chars()
        .filter(|c| c.is_ascii() && !c.is_ascii_control())
        .flat_map(|c| match c {
            '\\' | '(' | ')' => vec!['\\', c],
            _ => vec![c],
        })
        .collect();
    let mut out: Vec<u8> = b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n".to_vec();
    let mut offsets = Vec::new();
    let mut object = |out: &mut Vec<u8>, head: String, stream: Option<&[u8]>| {
        offsets.push(out.len());
        out.extend_from_slice(format!("{} 0 obj\n{head}\n", offsets.len()).as_bytes());
        if let Some(bytes) = stream {
            out.extend_from_slice(b"stream\n");
            out.extend_from_slice(bytes);
            out.extend_from_slice(b"\nendstream\n");
        }
        out.extend_from_slice(b"endobj\n");
    };
    object(&mut out, "<< /Type /Catalog /Pages 2 0 R >>".into(), None);
    object(
        &mut out,
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>".into(),
        None,
    );
    object(
        &mut out,
        format!(
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {pw} {ph}] \
             /Resources << /XObject << /Sheet 4 0 R >> >> /Contents 5 0 R >>"
        ),
        None,
    );
    object(
        &mut out,
        format!(
            "<< /Type /XObject /Subtype /Image /Width {width} /Height {height} \
             /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode \
             /DecodeParms << /Predictor 15 /Colors 3 /BitsPerComponent 8 /Columns {width} >> \
             /Length {} >>",
            data.len()
        ),
        Some(&data),
    );
    object(
        &mut out,
        format!("<< /Length {} >>", content.len()),
        Some(content.as_bytes()),
    );
    object(&mut out, format!("<< /Title ({title}) >>"), None);
    let xref = out.len();
    let mut table = format!("xref\n0 {}\n0000000000 65535 f \n", offsets.len() + 1);
    for o in &offsets {
        table.push_str(&format!("{o:010} 00000 n \n"));
    }
    table.push_str(&format!(
        "trailer\n<< /Size {} /Root 1 0 R /Info {} 0 R >>\nstartxref\n{xref}\n%%EOF\n",
        offsets.len() + 1,
        offsets.len()
    ));
    out.extend_from_slice(table.as_bytes());
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chunk(kind: &[u8], body: &[u8]) -> Vec<u8> {
        let mut c = (body.len() as u32).to_be_bytes().to_vec();
        c.extend_from_slice(kind);
        c.extend_from_slice(body);
        c.extend_from_slice(&[0, 0, 0, 0]); // the CRC is not read
        c
    }

    fn png(header: [u8; 13], idat: &[&[u8]]) -> Vec<u8> {
        let mut p = b"\x89PNG\r\n\x1a\n".to_vec();
        p.extend(chunk(b"IHDR", &header));
        for d in idat {
            p.extend(chunk(b"IDAT", d));
        }
        p.extend(chunk(b"IEND", &[]));
        p
    }

    /// The pixel data of every IDAT chunk goes into the page's picture as it is, the page is
    /// A4, and each object sits where the cross-reference table says.
    #[test]
    fn a_png_becomes_one_a4_page_with_its_data_untouched() {
        let header = [0, 0, 0, 3, 0, 0, 0, 2, 8, 2, 0, 0, 0];
        let pdf = pdf_from_png(&png(header, &[b"abc", b"def"]), "Grid (A)").unwrap();
        let text = String::from_utf8_lossy(&pdf).into_owned();
        assert!(text.starts_with("%PDF-1.4"));
        assert!(text.ends_with("%%EOF\n"));
        assert!(text.contains("/Width 3 /Height 2"), "{text}");
        assert!(text.contains("/MediaBox [0 0 595.28 841.89]"));
        assert!(
            text.contains("/Length 6 >>\nstream\nabcdef\nendstream"),
            "{text}"
        );
        assert!(text.contains("/Title (Grid \\(A\\))"), "{text}");
        // Offsets count bytes (the second line is binary, as PDF asks), so they are checked
        // on the bytes.
        let xref = text.rfind("startxref\n").unwrap();
        let at: usize = text[xref + 10..].lines().next().unwrap().parse().unwrap();
        let table = String::from_utf8(pdf[at..].to_vec()).unwrap();
        assert!(table.starts_with("xref\n0 7\n"), "{table}");
        for (n, line) in table.lines().skip(3).take(6).enumerate() {
            let offset: usize = line[..10].parse().unwrap();
            assert!(
                pdf[offset..].starts_with(format!("{} 0 obj", n + 1).as_bytes()),
                "object {}",
                n + 1
            );
        }
    }

    /// Anything but an 8-bit RGB PNG without interlace is refused with the reason.
    #[test]
    fn what_is_not_an_rgb_png_is_refused() {
        assert_eq!(pdf_from_png(b"GIF89a", ""), Err(PdfError::NotPng));
        let grey = [0, 0, 0, 3, 0, 0, 0, 2, 8, 0, 0, 0, 0];
        assert_eq!(
            pdf_from_png(&png(grey, &[b"x"]), ""),
            Err(PdfError::Unsupported)
        );
        let interlaced = [0, 0, 0, 3, 0, 0, 0, 2, 8, 2, 0, 0, 1];
        assert_eq!(
            pdf_from_png(&png(interlaced, &[b"x"]), ""),
            Err(PdfError::Unsupported)
        );
        let rgb = [0, 0, 0, 3, 0, 0, 0, 2, 8, 2, 0, 0, 0];
        assert_eq!(pdf_from_png(&png(rgb, &[]), ""), Err(PdfError::NotPng));
        let mut cut = png(rgb, &[b"abc"]);
        cut.truncate(30);
        assert_eq!(pdf_from_png(&cut, ""), Err(PdfError::NotPng));
    }
}

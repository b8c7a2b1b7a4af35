import { describe, expect, it } from 'vitest';
import { cvPdfPath, fileSizeKb, isCvPdf, isResume, resumePath } from './cvFiles';

describe('CV files', () => {
  it('names the PDF after the owner, "CV" and the language, without accents or spaces', () => {
    expect(cvPdfPath('Ada Rossi', 'en')).toBe('cv/Ada-Rossi-CV-en.pdf');
    expect(cvPdfPath("Niccolò D'Amico", 'it')).toBe('cv/Niccolo-D-Amico-CV-it.pdf');
    // Letters that do not decompose keep their plain spelling, never dropped.
    expect(cvPdfPath('Łukasz Wróbel', 'en')).toBe('cv/Lukasz-Wrobel-CV-en.pdf');
    expect(cvPdfPath('Søren Ærø Großmann', 'de')).toBe('cv/Soren-AEro-Grossmann-CV-de.pdf');
    expect(cvPdfPath('Nguyễn Văn Đức', 'en')).toBe('cv/Nguyen-Van-Duc-CV-en.pdf');
  });

  it('names the JSON Resume by language', () => {
    expect(resumePath('it')).toBe('resume.it.json');
  });

  it('tells its own files from the rest of a build', () => {
    expect(isCvPdf(cvPdfPath("Niccolò D'Amico", 'it'))).toBe(true);
    expect(isResume(resumePath('de'))).toBe(true);
    for (const other of [
      'cv/notes.pdf',
      'assets/cv-Ada-CV-en.pdf',
      'resume.json',
      'de/index.html',
    ]) {
      expect(isCvPdf(other) || isResume(other), other).toBe(false);
    }
  });

  it('shows sizes in whole kilobytes, never 0', () => {
    expect(fileSizeKb(48_400)).toBe(48);
    expect(fileSizeKb(48_600)).toBe(49);
    expect(fileSizeKb(120)).toBe(1);
  });
});

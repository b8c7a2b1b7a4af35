import { describe, expect, it } from 'vitest';
import { brokenRules } from './testing/brokenRules';

const rule = (words: string) => [expect.stringContaining(words)];

describe('Italian sentences once filled', () => {
  it('elide the article before a vowel and before a figure read with one', () => {
    const elision = rule('l’ (dell’');
    for (const wrong of [
      'Il 8% dei conti',
      'oltre il 81,5%',
      'del 11%',
      'il articolo',
      'la informativa',
    ]) {
      expect(brokenRules('it', wrong), wrong).toEqual(elision);
    }
    for (const right of [
      'L’8% dei conti',
      'il 18% dei conti',
      'dal 2022 al 2025',
      'lo user agent del browser',
      'i diritti che il UK GDPR ti riconosce',
      'la normativa nazionale che lo integra',
    ]) {
      expect(brokenRules('it', right), right).toEqual([]);
    }
  });

  it('write lo and gli before an impure s, z, gn, ps and x, and gli before a vowel', () => {
    const lo = rule('lo / gli');
    expect(brokenRules('it', 'il studio')).toEqual(lo);
    expect(brokenRules('it', 'i utenti')).toEqual(lo);
    expect(brokenRules('it', 'dei zaini')).toEqual(lo);
    expect(brokenRules('it', 'i siti e gli utenti')).toEqual([]);
  });

  it('join a preposition and its article, and leave « di » before a name or a word', () => {
    expect(brokenRules('it', 'i diritti di il titolare')).toEqual(rule('articulated'));
    expect(brokenRules('it', 'Numero di identificazione fiscale di Anne Dupont')).toEqual([]);
  });

  it('write the euphonic d before the same vowel, and only there', () => {
    const euphonic = rule('ad / ed');
    for (const wrong of [
      'da gennaio 2022 a aprile 2025',
      'puoi scrivere a Anne Dupont',
      'tra Acme e Enel',
    ]) {
      expect(brokenRules('it', wrong), wrong).toEqual(euphonic);
    }
    for (const right of [
      'tra gennaio 2022 e aprile 2025',
      'puoi contattare Anne Dupont',
      'a Oscar Ibáñez',
      'Acme ed Enel',
      'e a ogni visita',
    ]) {
      expect(brokenRules('it', right), right).toEqual([]);
    }
  });

  it('close the regulation’s apposition before the sentence goes on (IU-5-1)', () => {
    const name =
      'Regolamento (UE) 2016/679, il Regolamento generale sulla protezione dei dati (“GDPR”)';
    const sentence = (comma: string) =>
      `È resa ai sensi dell’articolo 13 del ${name}${comma} e della normativa nazionale.`;
    expect(brokenRules('it', sentence(''), { placed: { gdprName: name } })).toEqual(
      rule('apposition'),
    );
    expect(brokenRules('it', sentence(','), { placed: { gdprName: name } })).toEqual([]);
  });

  it('give a law the article of its gender: “del GDPR”, “della LPD”', () => {
    expect(brokenRules('it', 'in violazione del LPD', { placed: { gdpr: 'LPD' } })).toEqual(
      rule('law’s gender'),
    );
    expect(brokenRules('it', 'in violazione della LPD', { placed: { gdpr: 'LPD' } })).toEqual([]);
  });
});

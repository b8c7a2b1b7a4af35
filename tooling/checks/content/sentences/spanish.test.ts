import { describe, expect, it } from 'vitest';
import type { Person } from './awkwardValues';
import { brokenRules } from './testing/brokenRules';

const rule = (words: string) => [expect.stringContaining(words)];
const LAURA: Person = { name: 'Laura Martínez', gender: 'feminine' };
const OSCAR: Person = { name: 'Oscar Ibáñez', gender: 'masculine' };

describe('Spanish sentences once filled', () => {
  it('contract « de el » and « a el », not a name’s « El »', () => {
    expect(brokenRules('es', 'la dirección de el sitio')).toEqual(rule('« del »'));
    expect(brokenRules('es', 'escribe a el responsable')).toEqual(rule('« del »'));
    expect(brokenRules('es', 'una empresa de El Salvador')).toEqual([]);
  });

  it('write « u » before /o/ and « e » before /i/ (SP-8), in its own words only', () => {
    const conjunction = rule('« u » for « o »');
    expect(brokenRules('es', 'el código del idioma: es o oc')).toEqual(conjunction);
    expect(brokenRules('es', 'siete o 8 cursos')).toEqual(conjunction);
    expect(brokenRules('es', 'padres y hijos')).toEqual(conjunction);
    expect(brokenRules('es', 'el código del idioma: es u oc')).toEqual([]);
    expect(brokenRules('es', 'agua y hielo')).toEqual([]);
    const law = 'ustawa z dnia 10 maja 2018 r. o ochronie danych osobowych';
    expect(
      brokenRules('es', `la normativa nacional: ${law}.`, { placed: { nationalLaw: law } }),
    ).toEqual([]);
  });

  it('set no round bracket inside another (SP-1); an enumeration’s letter closes none', () => {
    expect(
      brokenRules('es', 'no requiere consentimiento (art. 22.2 Ley 34/2002 (LSSI)); el'),
    ).toEqual(rule('no round bracket'));
    expect(brokenRules('es', 'no requiere consentimiento (art. 22.2 de la LSSI); el')).toEqual([]);
    expect(brokenRules('es', 'interés legítimo (artículo 6.1.f) del RGPD).')).toEqual([]);
  });

  it('give the owner no gender through a role noun’s article (SP-3, SP-4)', () => {
    const gender = rule('gender');
    const controller = (name: string) =>
      `El responsable del tratamiento es ${name}, con quien puedes ponerte en contacto a través de:`;
    expect(brokenRules('es', controller(LAURA.name), { people: [LAURA] })).toEqual(gender);
    expect(brokenRules('es', controller(OSCAR.name), { people: [OSCAR] })).toEqual([]);
    expect(
      brokenRules(
        'es',
        `Esta política se refiere al sitio, cuyo responsable del tratamiento es ${LAURA.name}, y complementa`,
        {
          people: [LAURA],
        },
      ),
    ).toEqual(gender);
    expect(
      brokenRules('es', `Responsable del tratamiento: ${LAURA.name}. Datos de contacto:`, {
        people: [LAURA],
      }),
    ).toEqual([]);
    expect(
      brokenRules('es', `al sitio, del que ${LAURA.name} es responsable del tratamiento, y`, {
        people: [LAURA],
      }),
    ).toEqual([]);
    // An owner's own name, whose gender the check does not know, is left to the owner.
    expect(brokenRules('es', controller(LAURA.name), { people: [{ name: LAURA.name }] })).toEqual(
      [],
    );
  });

  it('close an apposition (SP-2), and read « General de Protección de Datos » as the name', () => {
    const sentence = (name: string) =>
      `Se facilita en cumplimiento del artículo 13 del ${name} y de la normativa nacional.`;
    const current = 'Reglamento (UE) 2016/679, Reglamento General de Protección de Datos («RGPD»)';
    const proposed = 'Reglamento (UE) 2016/679, General de Protección de Datos («RGPD»)';
    expect(brokenRules('es', sentence(current), { placed: { gdprName: current } })).toEqual(
      rule('apposition'),
    );
    expect(brokenRules('es', sentence(proposed), { placed: { gdprName: proposed } })).toEqual([]);
  });

  it('give a law the article of its gender: « del RGPD », « de la LPD »', () => {
    expect(brokenRules('es', 'infringe el LPD', { placed: { gdpr: 'LPD' } })).toEqual(
      rule('law’s gender'),
    );
    expect(brokenRules('es', 'infringe la LPD', { placed: { gdpr: 'LPD' } })).toEqual([]);
  });
});

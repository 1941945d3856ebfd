// node --test scripts/lib/: the O*NET interest-rating rule of scripts/onet-riasec.mjs.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { applyToJob, derive, expectedForJob, parseInterests, parseOccupations, rating } from './onet-riasec.mjs';

const HEAD = 'O*NET-SOC Code\tElement ID\tElement Name\tScale ID\tData Value\tDate\tDomain Source';
const NAMES = ['Realistic', 'Investigative', 'Artistic', 'Social', 'Enterprising', 'Conventional'];
const HP = ['First', 'Second', 'Third'];
/** A tiny Interests.txt in O*NET's layout (CRLF, as O*NET ships it). */
function interestsText(occupations) {
  const lines = [HEAD];
  for (const [code, oi, hp] of occupations) {
    oi.forEach((v, i) =>
      lines.push(`${code}\t1.B.1.${'abcdef'[i]}\t${NAMES[i]}\tOI\t${v.toFixed(2)}\t02/2026\tMachine Learning/Expert`),
    );
    hp.forEach((v, i) =>
      lines.push(
        `${code}\t1.B.1.${'ghi'[i]}\t${HP[i]} Interest High-Point\tIH\t${v.toFixed(2)}\t02/2026\tMachine Learning/Expert`,
      ),
    );
  }
  return lines.join('\r\n') + '\r\n';
}

const interests = parseInterests(
  interestsText([
    ['29-1141.00', [3.46, 4.71, 1.34, 5.57, 2.38, 4.75], [4, 6, 2]], // Registered Nurses
    ['29-1131.00', [5.98, 5.98, 1.0, 3.45, 1.7, 3.47], [2, 1, 0]], // Veterinarians: R and I tie
    ['99-0001.00', [6.5, 3.49, 1.0, 2.0, 3.0, 5.5], [1, 6, 0]],
  ]),
);
const occupations = parseOccupations(
  'O*NET-SOC Code\tTitle\tDescription\r\n29-1141.00\tRegistered Nurses\tx\r\n29-1131.00\tVeterinarians\tx\r\n55-1016.00\tInfantry Officers\tx\r\n',
);

describe('onet-riasec', () => {
  it('rounds OI values to the nearest whole number, halves up', () => {
    assert.deepEqual([100, 149, 150, 449, 450, 451, 700].map(rating), [1, 1, 2, 4, 5, 5, 7]);
  });

  it('orders by unrounded values, names a third type only when rated 4 or more', () => {
    assert.deepEqual(derive(interests.get('29-1141.00')), {
      riasec: { R: 3, I: 5, A: 1, S: 6, E: 2, C: 5 },
      holland_code: 'SCI',
    });
    assert.equal(derive(interests.get('99-0001.00')).holland_code, 'RC'); // I 3.49 → 3: too weak
  });

  it("breaks an exact tie by O*NET's high-point order", () => {
    assert.equal(derive(interests.get('29-1131.00')).holland_code, 'IR');
  });

  it('checks the basis and marks editorial jobs', () => {
    const nurse = {
      riasec_source: 'onet',
      riasec_note: null,
      riasec_basis: { onet_soc_code: '29-1141.00', onet_title: 'Registered Nurses' },
    };
    assert.deepEqual(expectedForJob(nurse, interests, occupations).problems, []);
    const wrongTitle = { ...nurse, riasec_basis: { onet_soc_code: '29-1141.00', onet_title: 'Nurses' } };
    assert.match(expectedForJob(wrongTitle, interests, occupations).problems[0], /is O\*NET's "Registered Nurses"/);
    const retired = {
      ...nurse,
      riasec_basis: { onet_soc_code: '33-3021.05', onet_title: 'Immigration and Customs Inspectors' },
    };
    assert.match(expectedForJob(retired, interests, occupations).problems[0], /not in O\*NET's Occupation Data/);
    const army = { riasec_basis: { onet_soc_code: '55-1016.00', onet_title: 'Infantry Officers' } };
    assert.match(
      expectedForJob({ ...army, riasec_source: 'onet' }, interests, occupations).problems[0],
      /no interest data/,
    );
    assert.match(
      expectedForJob({ ...army, riasec_source: 'editorial' }, interests, occupations).problems[0],
      /need riasec_note/,
    );
    const reasoned = { ...army, riasec_source: 'editorial', riasec_note: { en: 'why', ms: 'sebab' } };
    assert.deepEqual(expectedForJob(reasoned, interests, occupations), { derived: null, problems: [] });
  });

  it('rewrites riasec and holland_code in place and puts the source after riasec_basis', () => {
    const job = {
      id: 1,
      riasec: { R: 4, I: 6, A: 2, S: 7, E: 3, C: 5 },
      holland_code: 'SIC',
      riasec_basis: { onet_soc_code: '29-1141.00', onet_title: 'Registered Nurses' },
      masco_2020: null,
    };
    const out = applyToJob(job, derive(interests.get('29-1141.00')));
    assert.deepEqual(Object.keys(out), [
      'id',
      'riasec',
      'holland_code',
      'riasec_basis',
      'riasec_source',
      'riasec_note',
      'masco_2020',
    ]);
    assert.equal(out.holland_code, 'SCI');
    assert.equal(out.riasec_source, 'onet');
  });

  it('the vendored file is the recorded copy and the job files hold to it', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const text = fs.readFileSync(path.join(root, 'content/onet/Interests.txt'), 'utf8');
    const all = parseInterests(text);
    assert.equal(all.size, 923);
    const titles = parseOccupations(fs.readFileSync(path.join(root, 'content/onet/Occupation Data.txt'), 'utf8'));
    for (const file of fs.readdirSync(path.join(root, 'content/jobs'))) {
      const job = JSON.parse(fs.readFileSync(path.join(root, 'content/jobs', file), 'utf8'));
      const { derived, problems } = expectedForJob(job, all, titles);
      assert.deepEqual(problems, [], file);
      if (derived) assert.deepEqual({ riasec: job.riasec, holland_code: job.holland_code }, derived, file);
    }
  });
});

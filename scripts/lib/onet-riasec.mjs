// Interest ratings from O*NET's data (issue 14 item 1; rule in content/onet/README.md).
// Pure functions over the text of the vendored O*NET files; no dependencies, no I/O.

/** Holland's six types in O*NET's order (High-Point values 1–6 are R, I, A, S, E, C). */
export const RIASEC = ['R', 'I', 'A', 'S', 'E', 'C'];

const ELEMENT_TYPE = {
  Realistic: 'R',
  Investigative: 'I',
  Artistic: 'A',
  Social: 'S',
  Enterprising: 'E',
  Conventional: 'C',
};
const HIGH_POINT = {
  'First Interest High-Point': 0,
  'Second Interest High-Point': 1,
  'Third Interest High-Point': 2,
};

/** Tab-separated O*NET text file → rows of cells (header checked, CR/LF tolerated). */
function table(text, header) {
  const lines = text.split(/\r?\n/).filter((l) => l.length > 0);
  const head = lines.shift()?.split('\t') ?? [];
  if (head.join('\t') !== header.join('\t')) {
    throw new Error(`unexpected header: ${head.join(' | ')} (expected ${header.join(' | ')})`);
  }
  return lines.map((l, i) => {
    const cells = l.split('\t');
    if (cells.length !== header.length)
      throw new Error(`line ${i + 2}: ${cells.length} cells, expected ${header.length}`);
    return cells;
  });
}

/**
 * Interests.txt → Map(code → { oi: {R..C: hundredths}, highPoints: ('R'..'C')[], date }).
 * OI values are kept as integers in hundredths (O*NET publishes two decimals), so the rounding
 * below never meets a floating-point half.
 */
export function parseInterests(text) {
  const rows = table(text, [
    'O*NET-SOC Code',
    'Element ID',
    'Element Name',
    'Scale ID',
    'Data Value',
    'Date',
    'Domain Source',
  ]);
  const byCode = new Map();
  for (const [code, , element, scale, value, date] of rows) {
    let entry = byCode.get(code);
    if (!entry) byCode.set(code, (entry = { oi: {}, highPoints: [null, null, null], dates: new Set() }));
    entry.dates.add(date);
    if (scale === 'OI') {
      const type = ELEMENT_TYPE[element];
      if (!type) throw new Error(`${code}: unknown interest element "${element}"`);
      entry.oi[type] = Math.round(Number(value) * 100);
    } else if (scale === 'IH') {
      const slot = HIGH_POINT[element];
      if (slot === undefined) throw new Error(`${code}: unknown high-point element "${element}"`);
      const n = Math.round(Number(value));
      entry.highPoints[slot] = n >= 1 && n <= 6 ? RIASEC[n - 1] : null;
    }
  }
  for (const [code, entry] of byCode) {
    for (const t of RIASEC) {
      if (typeof entry.oi[t] !== 'number' || entry.oi[t] < 100 || entry.oi[t] > 700) {
        throw new Error(`${code}: OI ${t} missing or outside 1–7`);
      }
    }
    entry.highPoints = entry.highPoints.filter(Boolean);
  }
  return byCode;
}

/** Occupation Data.txt → Map(code → title). */
export function parseOccupations(text) {
  return new Map(table(text, ['O*NET-SOC Code', 'Title', 'Description']).map(([code, title]) => [code, title]));
}

/** An OI value (hundredths) → our 1–7 whole-number rating: nearest whole number, halves up. */
export function rating(hundredths) {
  return Math.floor((hundredths + 50) / 100);
}

/**
 * The six ratings and the Holland code of one O*NET occupation.
 * - rating: O*NET's OI value rounded to the nearest whole number, .50 up (4.50 → 5, 4.49 → 4);
 * - order: by O*NET's unrounded OI value, highest first; an exact tie goes to the type O*NET
 *   lists earlier in its Interest High-Points, then R I A S E C order;
 * - holland_code: the first two types in that order, and the third when its rating is 4 or
 *   more (OI ≥ 3.50); a third type rated 3 or less is too weak to name. The first letter is
 *   always O*NET's First Interest High-Point.
 */
export function derive(entry) {
  const rank = (t) => {
    const i = entry.highPoints.indexOf(t);
    return i === -1 ? 3 + RIASEC.indexOf(t) : i;
  };
  const order = [...RIASEC].sort((a, b) => entry.oi[b] - entry.oi[a] || rank(a) - rank(b));
  const riasec = Object.fromEntries(RIASEC.map((t) => [t, rating(entry.oi[t])]));
  const code = order.slice(0, riasec[order[2]] >= 4 ? 3 : 2).join('');
  return { riasec, holland_code: code };
}

/**
 * What the job file should hold, given the O*NET tables: for a job whose ratings come from
 * O*NET (`riasec_source: "onet"`), the derived riasec and holland_code; for an editorial job,
 * nothing to change. `problems` lists what is wrong with the job's basis.
 */
export function expectedForJob(job, interests, occupations) {
  const problems = [];
  const basis = job.riasec_basis ?? {};
  const title = occupations.get(basis.onet_soc_code);
  if (title === undefined) {
    problems.push(`riasec_basis.onet_soc_code ${basis.onet_soc_code} is not in O*NET's Occupation Data`);
  } else if (title !== basis.onet_title) {
    problems.push(`riasec_basis.onet_title "${basis.onet_title}" is O*NET's "${title}"`);
  }
  if (job.riasec_source === 'editorial') {
    if (!job.riasec_note?.en || !job.riasec_note?.ms)
      problems.push('editorial ratings need riasec_note (en and ms): the reason');
    return { derived: null, problems };
  }
  if (job.riasec_source !== 'onet') {
    problems.push(`riasec_source must be "onet" or "editorial", not ${JSON.stringify(job.riasec_source)}`);
    return { derived: null, problems };
  }
  if (job.riasec_note != null)
    problems.push('riasec_note is only for editorial ratings (null when the source is onet)');
  const entry = interests.get(basis.onet_soc_code);
  if (!entry) {
    problems.push(`O*NET has no interest data for ${basis.onet_soc_code}: mark the ratings editorial, with the reason`);
    return { derived: null, problems };
  }
  return { derived: derive(entry), problems };
}

/** The job with its ratings set from the data (key order kept; source fields after riasec_basis). */
export function applyToJob(job, derived) {
  const out = {};
  for (const [key, value] of Object.entries(job)) {
    if (key === 'riasec_source' || key === 'riasec_note') continue;
    if (key === 'riasec' && derived) out.riasec = derived.riasec;
    else if (key === 'holland_code' && derived) out.holland_code = derived.holland_code;
    else out[key] = value;
    if (key === 'riasec_basis') {
      out.riasec_source = job.riasec_source ?? 'onet';
      out.riasec_note = job.riasec_note ?? null;
    }
  }
  return out;
}

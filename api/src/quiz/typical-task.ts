import { RIASEC_TYPES, type RiasecType } from '../content/schemas.js';

/**
 * "A typical task" on a quiz result card (decision 250): which of the job guide's day-to-day
 * tasks to show. The guide's first task is not always of the job's interest type (Marine
 * Assistant, an R C job, lists "Help process ship registration and seafarers' documents" first), so
 * the task is chosen for the types that matter on that card: the user's leading types the job
 * shares, then the job's own Holland code letters.
 *
 * A task's type is read from its English words with the small word lists below (the English and
 * Malay lists are written in the same order, so the index found in English is used in both). The
 * rule is conservative: the first task, in the guide's order, whose words point most to the first
 * wanted type (more than to any other); if none does, the guide's first task, unless its words point only to
 * types that are not wanted — then the first task of the next wanted type that has one.
 */

/** "a|b|c" → ["a", "b", "c"] (a word start may end in a space: "fly " is not "flyer"). */
const words = (list: string): readonly string[] => list.split('|');

/** Word starts that mark a task as one interest type; matched at the start of a word, lowercase. */
export const TASK_WORDS: Record<RiasecType, readonly string[]> = {
  R: words(
    'install|repair|fix|maintain|maintenance|service|operate|drive|build|construct|assemble|' +
      'weld|wiring|wire|pipe|plumb|dig|planting|harvest|crew |sail|fly |lift|load|cook|bake|' +
      'machine|engine |engines|vehicle|equipment|tool|boat|aircraft|patrol|guard|drill|' +
      'physical|fire|rescue|clean|mount|sew|cut |cutting|carpent|timber|concrete|hands|feed|' +
      'animal|crop|farm|garden|tree|soil|hair|escort|search ',
  ),
  I: words(
    'analys|analyz|research|investigat|study|studies|experiment|test|diagnos|examin|sample|' +
      'laborator|data|statistic|calculat|measur|evaluat|scien|observ|simulat|algorithm|model|' +
      'trace|find out|identify|assess',
  ),
  A: words(
    'design|draw|sketch|creat|compos|illustrat|animat|perform|sing|music|film|photograph|' +
      'video|edit|style|decorat|art |artwork|artist|storyboard|script|story|stories|' +
      'write songs|write articles|write copy|costume|rehears',
  ),
  S: words(
    'teach|care |cares|caring|carer|look after|advise|counsel|guide|explain|patient|student|' +
      'pupil|child|public|community|talk|welcome|listen|comfort|treat|nurs|therap|rehabilit|' +
      'mentor|coach|lecture|tutorial|lesson|family|families|elderly|visitor|people',
  ),
  E: words(
    'sell|sale|market|promot|negotiat|persuad|lead|manag|supervis|direct|business|client|' +
      'customer|pitch|deal|profit|price|quote|win |brand|entrepreneur|invest|chair|represent|' +
      'campaign',
  ),
  C: words(
    'record|file|filing|document|forms|form |process|check|verif|key |key in|invoice|receipt|' +
      'payment|account|ledger|reconcil|schedul|timetable|log |register|registration|stock|' +
      'inventor|fee|tax|compil|archive|audit|comply|complian|procedure|rules|store|voucher|' +
      'paperwork|catalogu|classif|ticket|claims|budget|spreadsheet',
  ),
};

/** How many of each type's word starts a task contains. */
export function taskTypeHits(task: string): Record<RiasecType, number> {
  const text = ` ${task.toLowerCase().replace(/[^a-z0-9]+/g, ' ')} `;
  return Object.fromEntries(
    RIASEC_TYPES.map((t) => [t, TASK_WORDS[t].filter((word) => text.includes(` ${word}`)).length]),
  ) as Record<RiasecType, number>;
}

/** The index of the task to show (rule above); 0, the guide's first task, when nothing fits better. */
export function typicalTaskIndex(tasks: readonly string[], wanted: readonly RiasecType[]): number {
  const hits = tasks.map(taskTypeHits);
  /** The types a task's words point to most (none when no word matched). */
  const dominant = (h: Record<RiasecType, number>) => {
    const top = Math.max(...RIASEC_TYPES.map((t) => h[t]));
    return top === 0 ? [] : RIASEC_TYPES.filter((t) => h[t] === top);
  };
  const types = hits.map(dominant);
  const first = types.findIndex((ts) => ts.length === 1 && ts[0] === wanted[0]);
  if (first >= 0) return first;
  // The first task only gives way when its words point elsewhere (to a type not wanted).
  if (!types[0]?.length || types[0].some((t) => wanted.includes(t))) return 0;
  for (const type of wanted.slice(1)) {
    const found = types.findIndex((ts) => ts.length === 1 && ts[0] === type);
    if (found >= 0) return found;
  }
  return 0;
}

/** The wanted types for a card: the shared leading types (user's order), then the job's code. */
export function wantedTypes(shared: readonly RiasecType[], hollandCode: string): RiasecType[] {
  return [...new Set([...shared, ...(hollandCode.split('') as RiasecType[])])];
}

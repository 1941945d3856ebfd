import type { FundingItem } from 'api/contract';

/** A scheme as the API answers it, with only what a test cares about changed. */
export function scheme(id: string, over: Partial<FundingItem> = {}): FundingItem {
  return {
    id,
    name: `Scheme ${id}`,
    name_bm: `Skim ${id}`,
    provider: `Provider ${id}`,
    type: 'scholarship',
    levels: ['degree'],
    fields: ['any'],
    eligibility: {
      citizenship: 'Malaysian',
      min_results: null,
      income_limit: null,
      bumiputera_only: null,
      other: null,
    },
    covers: { en: `Fees for ${id}.`, ms: `Yuran untuk ${id}.` },
    application_window: null,
    states: null,
    opens_on: null,
    closes_on: null,
    url: `https://example.gov.my/${id}`,
    description: { en: `About ${id}.`, ms: `Tentang ${id}.` },
    last_checked: '2026-11-22',
    ...over,
  };
}

/** A small catalogue that exercises every filter: stated matches, mismatches and unstated facts. */
export const SCHEMES: FundingItem[] = [
  scheme('ptptn', {
    name: 'PTPTN education loan',
    name_bm: 'Pinjaman pendidikan PTPTN',
    provider: 'PTPTN',
    type: 'loan',
    levels: ['diploma', 'degree', 'masters'],
    covers: {
      en: 'Tuition fees and living costs, repaid after graduating.',
      ms: 'Yuran dan kos sara hidup, dibayar balik selepas tamat belajar.',
    },
  }),
  scheme('b40-grant', {
    name: 'B40 study grant',
    name_bm: 'Bantuan pengajian B40',
    type: 'grant',
    levels: ['tvet', 'diploma'],
    fields: [],
    eligibility: {
      citizenship: 'Malaysian',
      min_results: 'SPM: 5 credits',
      income_limit: { monthly_max: 4000, per: 'household' },
      bumiputera_only: false,
      other: null,
    },
    opens_on: '2026-11-01',
    closes_on: '2099-01-15',
  }),
  scheme('selangor-loan', {
    name: 'Selangor study loan',
    name_bm: 'Pinjaman pelajaran Selangor',
    type: 'loan',
    levels: ['degree'],
    states: ['selangor'],
    application_window: { en: 'Opens twice a year.', ms: 'Dibuka dua kali setahun.' },
  }),
  scheme('sabah-scholarship', {
    name: 'Sabah state scholarship',
    name_bm: 'Biasiswa negeri Sabah',
    levels: ['foundation', 'degree'],
    fields: ['engineering'],
    states: ['sabah'],
    opens_on: '2099-03-01',
    closes_on: '2099-04-30',
  }),
  scheme('closed-scholarship', {
    name: 'Engineering scholarship',
    name_bm: 'Biasiswa kejuruteraan',
    levels: ['degree'],
    fields: ['engineering', 'ict'],
    opens_on: '2020-01-01',
    closes_on: '2020-02-01',
  }),
  scheme('professional', {
    name: 'Professional certificate scholarship',
    name_bm: 'Biasiswa sijil profesional',
    levels: [],
    fields: [],
  }),
];

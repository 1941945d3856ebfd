/** A job as the job list returns it (spec §3). */
export interface JobListItem {
  readonly id: number;
  readonly name: string;
  readonly name_bm: string;
  readonly industry: string;
  readonly slug: string;
  readonly slug_bm: string;
  readonly en_data_status: 'complete' | 'partial' | 'coming_soon';
  readonly bm_data_status: 'complete' | 'partial' | 'coming_soon';
  readonly search_name: string;
  readonly search_name_bm: string;
}

export type Lang = 'en' | 'bm';

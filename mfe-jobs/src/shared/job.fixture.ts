import type { JobDetail } from 'api/contract';

/** A job guide for tests (a fixture, not site content). */
export const JOB: JobDetail = {
  id: 7,
  name: 'Nurse',
  name_bm: 'Jururawat',
  slug: 'nurse',
  slug_bm: 'jururawat',
  en_data_status: 'complete',
  bm_data_status: 'complete',
  industry: { id: 'health', name: 'Health', name_bm: 'Kesihatan' },
  holland_code: 'SIC',
  tvet: false,
  synonyms: [],
  synonyms_bm: [],
  riasec: { R: 2, I: 5, A: 1, S: 7, E: 2, C: 4 },
  riasec_basis: { onet_soc_code: '29-1141.00', onet_title: 'Registered Nurses' },
  masco_2020: null,
  sections: {
    job_knowledge: { en: true, ms: true },
    education_pathway: { en: true, ms: true },
    salary_and_progression: { en: true, ms: true },
    experts_say: { en: false, ms: false },
  },
  summary: { en: 'Nurses care for patients in wards and clinics.', ms: 'Jururawat menjaga pesakit di wad dan klinik.' },
  knowledge: {
    en: {
      day_to_day: ['Check patients'],
      knowledge: ['Anatomy'],
      skills: ['Patience'],
      work_environment: 'Hospitals and clinics.',
    },
    ms: {
      day_to_day: ['Memeriksa pesakit'],
      knowledge: ['Anatomi'],
      skills: ['Sabar'],
      work_environment: 'Hospital dan klinik.',
    },
  },
  pathway: {
    entry_subjects: ['BIO'],
    routes: [
      {
        type: 'diploma',
        duration: { en: '3 years', ms: '3 tahun' },
        description: { en: 'Diploma in Nursing.', ms: 'Diploma Kejururawatan.' },
      },
    ],
    certification: null,
  },
  salary: null,
  progression: { en: ['Staff nurse', 'Sister'], ms: ['Jururawat', 'Ketua jururawat'] },
  subjects: [{ code: 'BIO', name: 'Biology', name_bm: 'Biologi', group: 'science', weight: 3 }],
  related_jobs: [
    {
      id: 8,
      name: 'Dietitian',
      name_bm: 'Pakar diet',
      industry: 'health',
      slug: 'dietitian',
      slug_bm: 'pakar-diet',
      en_data_status: 'complete',
      bm_data_status: 'complete',
      search_name: 'dietitian',
      search_name_bm: 'pakar diet',
    },
  ],
  experts_say: null,
};

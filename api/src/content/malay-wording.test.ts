import { defaultContentDir } from '../paths.js';
import { loadContent } from './loader.js';
import { malayWordingIssues, malayWordingProblems } from './rules.js';

describe('malayWordingIssues', () => {
  test.each([
    'Merancang karier anda selepas SPM',
    'Insinyur perisian di syarikat teknologi',
    'Menulis perangkat lunak untuk bank',
    'Bekerja di kantor kerajaan',
    'Pelatihan dan keterampilan teknikal',
    'Selain Tingkatan 4 dan 5, pelajar boleh memasuki Kolej Vokasional selepas Tingkatan 3',
    'Kerja bermula awal pagi adalah biasa.',
    'Kerja syif adalah perkara biasa.',
    'Kreatif dan mempunyai deria visual',
    'Mata seni untuk gaya dan warna',
    'Musim audit yang sibuk boleh bermaksud waktu kerja yang panjang.',
    'Mensteril alatan dan memastikan stesen kerja bersih',
    'Mencuci, menggunting dan menggaya rambut',
    'Membantu menyelaras kerja pengurusan bencana',
    'Menghias kek dan menghidang pencuci mulut',
    'Merancang dan mendokumentasi',
    'Memotivasi pelatih',
    'Tiada angka terbitan untuk pekerjaan ini sahaja yang ditemui.',
    'Tiada angka penengah yang diterbitkan bagi kumpulan pekerjaan ini ditemui.',
    'Menulis dengan jelas dalam Bahasa Melayu dan Bahasa Inggeris',
    'Istilah undang-undang dalam Bahasa Inggeris dan Bahasa Melayu',
    'Berkomunikasi dengan jelas dalam Bahasa Inggeris',
  ])('flags %p', (text) => {
    expect(malayWordingIssues(text)).not.toEqual([]);
  });

  test.each([
    'Merancang kerjaya anda selepas SPM',
    'Jurutera perisian di syarikat teknologi',
    'Daripada meneruskan ke Tingkatan 4 dan 5, pelajar boleh memasuki Kolej Vokasional selepas Tingkatan 3',
    'Selain waktu mengajar, ada aktiviti selepas sekolah.',
    'Kerja biasanya bermula awal pagi.',
    'Program latihan untuk pelatih baharu',
    'Bantuan untuk mahasiswa universiti awam',
    'Kreatif dan mempunyai cita rasa visual yang baik',
    'Mata pelajaran Matematik dan mata alat pemotong',
    'Kualiti, aktiviti, kemudahan dan sijil',
    'Waktu kerja boleh menjadi panjang pada musim puncak audit.',
    'Mensterilkan alatan; pensterilan dan alatan yang steril',
    'Menggayakan rambut; penggaya rambut dan gaya tudung',
    'Menyelaraskan kerja penyelaras program; hidangan yang dihidangkan',
    'Mendokumentasikan kerja; dokumentasi; memotivasikan pelatih yang bermotivasi',
    'Kami tidak menemui angka gaji yang diterbitkan khusus untuk pekerjaan ini.',
    'Menulis dengan jelas dalam bahasa Melayu dan bahasa Inggeris',
    'SPM dengan kepujian (sekurang-kurangnya gred C) dalam Bahasa Melayu',
    'Lulus Bahasa Melayu dan Bahasa Inggeris dalam SPM',
    'Subjek yang diajar, seperti Bahasa Melayu, Bahasa Inggeris, Matematik atau Sains',
  ])('accepts %p', (text) => {
    expect(malayWordingIssues(text)).toEqual([]);
  });
});

describe('malayWordingProblems', () => {
  test('finds a planted Indonesian word in a job and a catalogue, and ignores English and search synonyms', async () => {
    const loaded = await loadContent(defaultContentDir);
    const job = loaded.content.jobs[0]!;
    const badJob = {
      ...job,
      summary: { en: 'A career (karier) in English is not checked', ms: 'Karier yang menarik' },
      synonyms_bm: [...job.synonyms_bm, 'karier'],
    };
    const industry = loaded.content.industries[0]!;
    const planted = {
      ...loaded,
      content: {
        ...loaded.content,
        jobs: [badJob],
        industries: [{ ...industry, name_bm: 'Perusahaan kecil' }],
      },
    };
    const problems = malayWordingProblems(planted);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/summary\.ms: Indonesian word .*"Karier"/);
    expect(problems[1]).toMatch(/industries\.json: \[0\]\.name_bm: Indonesian word .*"Perusahaan"/);
  });
});

/**
 * "Also look at" (decision 290): routes and schemes an SPM leaver from a low-income family most needs
 * that the search cannot list yet, because no page of their own is in our stored copies (decision 235).
 * Name, provider and what it is — no link, no amount, no date: nothing we have not read on a source.
 * MARA and Peneraju are the held-back entries of content/funding/funding.json, in their recorded words.
 * Remove a line here when its scheme or route is published in the search.
 */
export interface AlsoLookAt {
  readonly id: string;
  readonly name: { readonly en: string; readonly ms: string };
  readonly provider: { readonly en: string; readonly ms: string };
  readonly what: { readonly en: string; readonly ms: string };
}

export const ALSO_LOOK_AT: readonly AlsoLookAt[] = [
  {
    id: 'form-6',
    name: { en: 'Form 6 (STPM)', ms: 'Tingkatan 6 (STPM)' },
    provider: { en: 'Ministry of Education (KPM)', ms: 'Kementerian Pendidikan Malaysia (KPM)' },
    what: {
      en: 'Pre-university classes at government schools and Form 6 colleges, leading to the STPM examination, which public universities accept for degree entry.',
      ms: 'Kelas prauniversiti di sekolah kerajaan dan kolej Tingkatan 6 yang membawa kepada peperiksaan STPM, yang diterima universiti awam untuk kemasukan ke ijazah.',
    },
  },
  {
    id: 'ilp-adtec-jmti',
    name: { en: 'ILP, ADTEC and JMTI', ms: 'ILP, ADTEC dan JMTI' },
    provider: {
      en: 'Department of Manpower (JTM), Ministry of Human Resources',
      ms: 'Jabatan Tenaga Manusia (JTM), Kementerian Sumber Manusia',
    },
    what: {
      en: 'Government industrial training institutes (ILP), advanced technology training centres (ADTEC) and the Japan-Malaysia Technical Institute (JMTI): certificate and diploma courses in technical trades.',
      ms: 'Institut Latihan Perindustrian (ILP), Pusat Latihan Teknologi Tinggi (ADTEC) dan Institut Teknikal Jepun-Malaysia (JMTI) milik kerajaan: kursus sijil dan diploma dalam bidang teknikal.',
    },
  },
  {
    id: 'ikbn-iktbn',
    name: { en: 'IKBN and IKTBN', ms: 'IKBN dan IKTBN' },
    provider: { en: 'Ministry of Youth and Sports (KBS)', ms: 'Kementerian Belia dan Sukan (KBS)' },
    what: {
      en: 'National youth skills institutes (Institut Kemahiran Belia Negara) and advanced youth skills institutes: certificate and diploma skills courses.',
      ms: 'Institut Kemahiran Belia Negara (IKBN) dan Institut Kemahiran Tinggi Belia Negara (IKTBN): kursus kemahiran peringkat sijil dan diploma.',
    },
  },
  {
    id: 'kktm-ikm-giatmara',
    name: { en: 'KKTM, IKM and GIATMARA', ms: 'KKTM, IKM dan GIATMARA' },
    provider: { en: 'Majlis Amanah Rakyat (MARA)', ms: 'Majlis Amanah Rakyat (MARA)' },
    what: {
      en: 'MARA’s skills colleges (Kolej Kemahiran Tinggi MARA), skills institutes (Institut Kemahiran MARA) and GIATMARA centres: skills courses from certificate to diploma.',
      ms: 'Kolej Kemahiran Tinggi MARA (KKTM), Institut Kemahiran MARA (IKM) dan pusat GIATMARA: kursus kemahiran dari peringkat sijil hingga diploma.',
    },
  },
  {
    id: 'polytechnics',
    name: { en: 'Polytechnics', ms: 'Politeknik' },
    provider: {
      en: 'Department of Polytechnic and Community College Education, Ministry of Higher Education',
      ms: 'Jabatan Pendidikan Politeknik dan Kolej Komuniti, Kementerian Pendidikan Tinggi',
    },
    what: {
      en: 'Public polytechnics: diploma courses in engineering, commerce and other fields, with some degree courses.',
      ms: 'Politeknik awam: kursus diploma dalam bidang kejuruteraan, perdagangan dan bidang lain, serta beberapa kursus ijazah.',
    },
  },
  {
    id: 'community-colleges',
    name: { en: 'Community colleges', ms: 'Kolej komuniti' },
    provider: {
      en: 'Department of Polytechnic and Community College Education, Ministry of Higher Education',
      ms: 'Jabatan Pendidikan Politeknik dan Kolej Komuniti, Kementerian Pendidikan Tinggi',
    },
    what: {
      en: 'Public community colleges: certificate and diploma courses, many of them skills-based. Their students’ financial aid is in the search above.',
      ms: 'Kolej komuniti awam: kursus sijil dan diploma, kebanyakannya berasaskan kemahiran. Bantuan kewangan pelajarnya ada dalam carian di atas.',
    },
  },
  {
    id: 'state-zakat',
    name: { en: 'Your state’s zakat board', ms: 'Lembaga zakat negeri anda' },
    provider: {
      en: 'Each state’s Islamic religious council or zakat board',
      ms: 'Majlis agama Islam atau lembaga zakat setiap negeri',
    },
    what: {
      en: 'Education aid for Muslim students whose families are assessed as in need. Each state sets its own conditions; the search above lists Selangor, the Federal Territories and Penang so far.',
      ms: 'Bantuan pendidikan untuk pelajar Islam yang keluarganya dinilai sebagai memerlukan. Setiap negeri menetapkan syaratnya sendiri; carian di atas baru menyenaraikan Selangor, Wilayah Persekutuan dan Pulau Pinang.',
    },
  },
  {
    id: 'mara',
    name: { en: 'MARA education sponsorship and loans', ms: 'Tajaan dan pinjaman pendidikan MARA' },
    provider: { en: 'Majlis Amanah Rakyat (MARA)', ms: 'Majlis Amanah Rakyat (MARA)' },
    what: {
      en: 'MARA’s sponsorship and convertible study loans for Bumiputera students, including its Tertiary Education Sponsorship Programme for a bachelor’s degree at a Malaysian university.',
      ms: 'Tajaan dan pinjaman pelajaran boleh ubah MARA untuk pelajar Bumiputera, termasuk Program Pinjaman Pelajaran Tertiari (TESP) untuk ijazah sarjana muda di universiti dalam negara.',
    },
  },
  {
    id: 'peneraju',
    name: { en: 'Peneraju Tunas and Peneraju Skil', ms: 'Peneraju Tunas dan Peneraju Skil' },
    provider: { en: 'Yayasan Peneraju Pendidikan Bumiputera', ms: 'Yayasan Peneraju Pendidikan Bumiputera' },
    what: {
      en: 'A government foundation for Bumiputera talent: Peneraju Tunas for SPM and STPM leavers who have done well but need financial help, and Peneraju Skil, sponsored skills training that leads to skilled jobs.',
      ms: 'Yayasan kerajaan untuk bakat Bumiputera: Peneraju Tunas untuk lepasan SPM dan STPM yang cemerlang tetapi memerlukan bantuan kewangan, dan Peneraju Skil, latihan kemahiran bertaja yang membawa kepada pekerjaan berkemahiran.',
    },
  },
];

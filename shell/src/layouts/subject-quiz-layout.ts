import type { Layout } from './layouts';

export const layout: Layout = { name: 'subject-quiz-layout', theme: 'soft', width: 'wide', footer: false };

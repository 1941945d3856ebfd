import type { Layout } from './layouts';

export const layout: Layout = { name: 'results', theme: 'soft', width: 'wide', footer: true };

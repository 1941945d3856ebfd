import type { Layout } from './layouts';

export const layout: Layout = { name: 'affinity', theme: 'blue', width: 'wide', footer: false };

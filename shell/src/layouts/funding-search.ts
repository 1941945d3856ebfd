import type { Layout } from './layouts';

export const layout: Layout = { name: 'funding-search', theme: 'light', width: 'wide', footer: true };

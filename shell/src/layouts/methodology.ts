import type { Layout } from './layouts';

export const layout: Layout = { name: 'methodology', theme: 'light', width: 'narrow', footer: true };

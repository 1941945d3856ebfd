import type { Layout } from './layouts';

export const layout: Layout = { name: 'white-paper', theme: 'light', width: 'narrow', footer: true };

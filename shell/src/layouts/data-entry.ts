import type { Layout } from './layouts';

export const layout: Layout = { name: 'data-entry', theme: 'blue', width: 'narrow', footer: false };

import type { Layout } from './layouts';

export const layout: Layout = { name: 'home', theme: 'light', width: 'full', footer: true };

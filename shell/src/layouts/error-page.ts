import type { Layout } from './layouts';

export const layout: Layout = { name: 'error-page', theme: 'light', width: 'narrow', footer: false };

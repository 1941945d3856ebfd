import type { Layout } from './layouts';

export const layout: Layout = { name: 'privacy', theme: 'light', width: 'narrow', footer: true };

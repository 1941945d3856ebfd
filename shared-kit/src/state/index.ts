/**
 * `shared-kit/state`: client state that spans screens and survives a reload, as jotai atoms over
 * the cookies and storage keys of spec §3. A Module Federation singleton, like jotai itself, so
 * every app in the page reads the same atoms in jotai's one default store (decision 050). Not part
 * of `shared-kit`'s main entry: a page loads it (and jotai) only when one of its screens uses state.
 */
export { atom, createStore, getDefaultStore, Provider, useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
export type { Atom, PrimitiveAtom, SetStateAction, WritableAtom } from 'jotai';
export { atomWithCookie, atomWithLocalStorage, storedVersion, type StoredAtom } from './stored-atom';
export * from './quiz';

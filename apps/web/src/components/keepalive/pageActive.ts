import { createContext, useContext } from 'react';

/** Whether the page around is the one shown; a kept-alive page waiting in the background is not. */
export const PageActiveContext = createContext(true);

export function usePageActive(): boolean {
  return useContext(PageActiveContext);
}

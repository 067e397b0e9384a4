import { useEffect, useState } from 'react';
import type { PublicProgramme } from '@postula/contract';
import { api } from '../api/client.js';

let cached: Promise<PublicProgramme> | null = null;

/** The programme content from the API (config/programme.json), fetched once per page load. */
export function useProgramme(): PublicProgramme | null {
  const [programme, setProgramme] = useState<PublicProgramme | null>(null);
  useEffect(() => {
    cached ??= api.programme();
    cached.then(setProgramme).catch(() => (cached = null));
  }, []);
  return programme;
}

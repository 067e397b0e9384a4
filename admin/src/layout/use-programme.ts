import { useQuery } from '@tanstack/react-query';
import { entryRulesOf } from '@postula/domain';
import { useStaffDataProvider } from '../providers/use-staff-data-provider.js';

/** GET public/programme, once per session: it changes only with config/programme.json. */
export function useProgramme() {
  const provider = useStaffDataProvider();
  return useQuery({ queryKey: ['programme'], queryFn: () => provider.programme(), staleTime: Infinity });
}

/** The entry conditions' rules as the server applies them (eligible city, ages on the deadline's day); undefined while loading. */
export function useEntryRules() {
  const { data } = useProgramme();
  return data && entryRulesOf(data);
}

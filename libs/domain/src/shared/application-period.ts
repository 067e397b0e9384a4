export const APPLICATIONS_CLOSED_MESSAGE = 'Las postulaciones han terminado';

export const isApplicationPeriodOpen = (now: string, deadline: string) => Date.parse(now) <= Date.parse(deadline);

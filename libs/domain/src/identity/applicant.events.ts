export type IdentificationType = 'cedula' | 'pasaporte';

export interface ApplicantProfile {
  first_name: string;
  middle_name: string | null;
  last_name: string;
  second_last_name: string | null;
  email: string;
  identification: string;
  identification_type: IdentificationType;
}

export type ApplicantRegistered = {
  type: 'ApplicantRegistered';
  data: ApplicantProfile & {
    applicantId: string;
    passwordHash: string;
    /** The temporary password, sealed with the server key: only the welcome e-mail opens it. */
    sealedTemporaryPassword: string;
    registeredAt: string;
  };
};

export type ApplicantEvent = ApplicantRegistered;

export const applicantStream = (applicantId: string) => `applicant-${applicantId}`;

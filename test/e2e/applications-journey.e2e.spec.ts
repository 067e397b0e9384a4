import {
  academicDetails,
  addressDetails,
  ApplicantClient,
  applicationsSystem,
  expectOk,
  files,
  finalSubmission,
  financialSummary,
  member,
  newApplicant,
  notWorking,
  personalDetails,
  reference,
  seedCorrections,
  studentDocuments,
  takeExam,
} from './applications.fixture.js';

describe('an applicant journey through HTTP alone', () => {
  const suite = applicationsSystem();
  const { reader } = suite;

  it('registers, takes the exam, fills nine steps, uploads, submits, corrects and resubmits', async () => {
    const ana: ApplicantClient = await newApplicant(suite.system().url, reader);
    expect((await ana.get('application/status')).body).toEqual({ status: 'none', status_es: 'Sin iniciar' });
    expect((await ana.get('diagnostic/status')).body).toEqual({ has_completed_exam: false, correct_answers: null, total_questions: null, minimum_correct_answers: 13, meets_minimum: null, meaning: null });

    expect(expectOk(await takeExam(ana)).body).toEqual({ status: 'success', message: '¡Examen enviado exitosamente!', has_completed_exam: true });
    expect((await ana.get('diagnostic/status')).body).toMatchObject({ has_completed_exam: true, total_questions: 40 });

    expectOk(await ana.send('post', 'application/personal-details', personalDetails()));
    expect((await ana.get('application/status')).body).toEqual({ status: 'started', status_es: 'Postulación iniciada' });
    expectOk(await ana.send('post', 'application/address-details', addressDetails()));
    expectOk(await ana.send('post', 'application/academic-details', academicDetails()));
    expectOk(await ana.send('post', 'application/personal-references', reference()));
    expectOk(await ana.send('post', 'application/household-members', member()));
    expectOk(await ana.send('post', 'application/economic-status', notWorking()));
    expectOk(await ana.upload('application/documents', studentDocuments()));
    expectOk(await ana.send('post', 'application/financial-summary', financialSummary()));

    const submitted = expectOk(await ana.send('post', 'application/submit', finalSubmission()));
    expect(submitted.body).toEqual({ status: 'success', message: 'Tu postulación fue enviada exitosamente' });
    expect((await ana.get('application/status')).body).toEqual({ status: 'submitted', status_es: 'Enviado' });
    expect((await ana.get('application')).body).toMatchObject({ motivation: finalSubmission().motivation, accepts_terms: 1, submission_city: 'Guayaquil' });

    await seedCorrections(reader, ana, { personal_details: { birth_date: true }, documents: { documents: true } }, 'La fecha de nacimiento no coincide');
    expect((await ana.get('application/status')).body).toEqual({ status: 'correction_review', status_es: 'Correcciones pendientes' });
    const corrections = (await ana.get('application/corrections')).body;
    expect(corrections).toMatchObject({ has_corrections: true, correction_notes: 'La fecha de nacimiento no coincide', first_step: 1 });
    expect(corrections.corrections.personal_details).toMatchObject({ birth_date: true, gender: false });
    expect(corrections.corrections.documents).toEqual({ documents: true });

    expectOk(await ana.send('put', 'application/personal-details', personalDetails({ date_of_birth: '2005-04-14' })));
    expectOk(await ana.upload('application/documents', { id_card: files.pdf('cedula-nueva.pdf') }));
    const resubmitted = expectOk(await ana.send('post', 'application/submit', finalSubmission()));
    expect(resubmitted.body.message).toBe('Tus correcciones fueron enviadas exitosamente');
    expect((await ana.get('application/status')).body).toEqual({ status: 'correction_applicant', status_es: 'En revisión' });
    expect((await ana.get('application/corrections')).body).toMatchObject({ has_corrections: false, correction_notes: null });
    expect((await ana.get('application/personal-details')).body.date_of_birth).toBe('2005-04-14');

    const history = await reader.stream(`application-${ana.id}`);
    expect(history.map((e) => e.type)).toEqual([
      'ExamCompleted',
      'PersonalDetailsSaved',
      'AddressDetailsSaved',
      'AcademicDetailsSaved',
      'PersonalReferenceAdded',
      'HouseholdMemberAdded',
      'EconomicStatusSaved',
      ...Array(6).fill('DocumentUploaded'),
      'FinancialSummarySaved',
      'ApplicationSubmitted',
      'CorrectionsRequested',
      'PersonalDetailsSaved',
      'DocumentUploaded',
      'CorrectionsResubmitted',
    ]);
    expect(history.find((e) => e.type === 'ApplicationSubmitted')!.data).toMatchObject({ applicantId: ana.id, email: ana.email, firstName: 'Ana' });
  });
});

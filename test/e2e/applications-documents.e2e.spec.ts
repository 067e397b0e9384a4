import {
  academicDetails,
  ApplicantClient,
  applicationsSystem,
  examinedApplicant,
  expectOk,
  files,
  graduateAcademicDetails,
  studentDocuments,
} from './applications.fixture.js';

describe('application documents over HTTP', () => {
  const suite = applicationsSystem();
  const { reader } = suite;

  const student = async () => {
    const client = await examinedApplicant(suite.system().url, reader);
    expectOk(await client.send('post', 'application/academic-details', academicDetails()));
    return client;
  };
  const uploads = async (client: ApplicantClient) => (await reader.stream(`application-${client.id}`)).filter((e) => e.type === 'DocumentUploaded');

  it('uploads one file per type, lists the current ones and downloads them', async () => {
    const client = await student();
    const res = expectOk(await client.upload('application/documents', studentDocuments()));
    expect(res.body.data.documents).toHaveLength(6);
    const { documents } = (await client.get('application/documents')).body;
    expect(documents.map((d: { document_type: string }) => d.document_type).sort()).toEqual(['economic_support', 'graduation_certificate', 'id_card', 'laptop_proof', 'photo_id', 'utility_bill']);
    const photo = documents.find((d: { document_type: string }) => d.document_type === 'photo_id');
    expect(photo).toEqual({ id: expect.any(String), document_type: 'photo_id', file_name: 'foto.jpg', created_at: expect.any(String) });

    const download = await client.request('get', `application/documents/download?document_id=${photo.id}`).buffer(true);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('image/jpeg');
    expect(download.headers['content-disposition']).toContain(`filename="photo_id-${client.id}.jpg"`);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(download.body as Buffer, files.jpeg().data)).toBe(0);
  });

  it('replaces a type, keeping the old upload in the history and its file no longer', async () => {
    const client = await student();
    expectOk(await client.upload('application/documents', { id_card: files.pdf('cedula-1.pdf') }));
    expectOk(await client.upload('application/documents', { id_card: files.pdf('cédula 2.pdf') }));
    const { documents } = (await client.get('application/documents')).body;
    expect(documents).toEqual([expect.objectContaining({ document_type: 'id_card', file_name: 'cédula 2.pdf' })]);
    const [first, second] = await uploads(client);
    expect(second.data).toMatchObject({ replaces: first.data.documentId, fileName: 'cédula 2.pdf' });
    expect((await client.request('get', `application/documents/download?document_id=${first.data.documentId}`)).status).toBe(404);
  });

  it("never serves another applicant's document: 404", async () => {
    const owner = await student();
    expectOk(await owner.upload('application/documents', { id_card: files.pdf() }));
    const [uploaded] = await uploads(owner);
    const other = await student();
    const res = await other.request('get', `application/documents/download?document_id=${uploaded.data.documentId}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 'error', message: 'Documento no encontrado' });
    expect((await other.request('get', 'application/documents/download?document_id=no-es-un-id')).status).toBe(404);
    expect((await other.request('get', 'application/documents/download')).status).toBe(404);
  });

  it('refuses a renamed executable, an oversized file and an unknown type, storing nothing', async () => {
    const client = await student();
    const exe = await client.upload('application/documents', { id_card: files.exe('cedula.pdf') });
    expect(exe.status).toBe(422);
    expect(exe.body).toEqual({ status: 'error', message: 'Cédula de identidad: debe ser un archivo PDF', errors: { id_card: ['Cédula de identidad: debe ser un archivo PDF'] } });
    const big = await client.upload('application/documents', { economic_support: files.oversized() });
    expect(big.status).toBe(422);
    expect(big.body.errors).toEqual({ economic_support: ['El archivo supera el tamaño máximo permitido de 4 MB'] });
    const unknown = await client.upload('application/documents', { passport: files.pdf() });
    expect([unknown.status, unknown.body.errors]).toEqual([422, { passport: ['Tipo de documento no válido'] }]);
    const none = await client.upload('application/documents', {}, { note: 'x' });
    expect([none.status, none.body.message]).toEqual([422, 'Debe adjuntar al menos un documento']);
    // One bad file refuses the whole upload.
    const mixed = await client.upload('application/documents', { id_card: files.pdf(), photo_id: files.pdf('foto.png') });
    expect(mixed.body.errors).toEqual({ photo_id: ['Fotografía tamaño carné: debe ser una imagen JPG o PNG'] });
    expect(await uploads(client)).toEqual([]);
    expect((await client.get('application/documents')).body).toEqual({ documents: [] });
  });

  it.each([
    ['id_card', files.png('cedula.png'), 'Cédula de identidad: debe ser un archivo PDF'],
    ['photo_id', files.pdf('foto.pdf'), 'Fotografía tamaño carné: debe ser una imagen JPG o PNG'],
    ['graduation_certificate', files.jpeg('acta.jpg'), 'Acta de grado: debe ser un archivo PDF'],
    ['bachelor_degree', files.png('titulo.png'), 'Título de bachiller: debe ser un archivo PDF'],
    ['utility_bill', files.exe('planilla.pdf'), 'Solo se permiten archivos PDF o imágenes'],
    ['laptop_proof', { data: Buffer.from('PK\x03\x04 word document'), name: 'laptop.docx' }, 'Solo se permiten archivos PDF o imágenes'],
    ['economic_support', files.jpeg('rol.jpg'), 'Respaldo económico (rol de pagos o certificado de no afiliación): debe ser un archivo PDF'],
  ])('refuses a %s of the wrong format', async (type, file, message) => {
    const client = await examinedApplicant(suite.system().url, reader);
    expectOk(await client.send('post', 'application/academic-details', graduateAcademicDetails()));
    const res = await client.upload('application/documents', { [type]: file });
    expect([res.status, res.body.errors]).toEqual([422, { [type]: [message] }]);
    expect(await uploads(client)).toEqual([]);
  });

  it('takes the bachelor degree only from graduates', async () => {
    const client = await student();
    const refused = await client.upload('application/documents', { bachelor_degree: files.pdf('titulo.pdf') });
    expect([refused.status, refused.body.message]).toEqual([422, 'El título de bachiller solo se sube si ya se graduó del colegio']);
    expectOk(await client.send('put', 'application/academic-details', graduateAcademicDetails()));
    expectOk(await client.upload('application/documents', { bachelor_degree: files.pdf('titulo.pdf') }));
  });

  it('accepts one file under a generic field with document_type', async () => {
    const client = await student();
    expectOk(await client.upload('application/documents', { file: files.png('planilla.png') }, { document_type: 'utility_bill' }));
    expect((await client.get('application/documents')).body.documents).toEqual([expect.objectContaining({ document_type: 'utility_bill', file_name: 'planilla.png' })]);
  });
});

import { examAnswersSchema } from '@postula/validation';
import { errorsOf, parsed } from './test-helpers.fixture.js';

const schema = examAnswersSchema([1, 2, 3]);

describe('examAnswersSchema', () => {
  it('takes one a/b/c answer per question, ids and options normalised', () => {
    expect(parsed(schema, { answers: [{ question_id: '2', selected_option: 'B' }, { question_id: 1, selected_option: 'a' }, { question_id: 3, selected_option: 'c' }] })).toEqual({
      answers: [
        { question_id: 2, selected_option: 'b' },
        { question_id: 1, selected_option: 'a' },
        { question_id: 3, selected_option: 'c' },
      ],
    });
  });

  it('counts unanswered questions, blank options included', () => {
    expect(errorsOf(schema, { answers: [{ question_id: 1, selected_option: 'a' }, { question_id: 2, selected_option: '' }] })).toEqual({
      answers: ['Te faltan 2 pregunta(s) por contestar.'],
    });
    expect(errorsOf(schema, { answers: [] })).toEqual({ answers: ['Te faltan 3 pregunta(s) por contestar.'] });
  });

  it('refuses questions outside the exam, repeats and other options', () => {
    const all = [1, 2, 3].map((question_id) => ({ question_id, selected_option: 'a' }));
    expect(errorsOf(schema, { answers: [...all, { question_id: 9, selected_option: 'a' }, { question_id: 1, selected_option: 'b' }] })).toEqual({
      answers: ['La pregunta 9 no pertenece al examen', 'La pregunta 1 tiene más de una respuesta'],
    });
    expect(errorsOf(schema, { answers: [{ question_id: 1, selected_option: 'd' }] })).toEqual({ 'answers.0.selected_option': ['Seleccione una opción válida (a, b o c)'] });
    expect(errorsOf(schema, {})).toEqual({ answers: ['Las respuestas son requeridas'] });
    expect(errorsOf(schema, { answers: ['a'] })).toEqual({ 'answers.0': ['Respuesta no válida'] });
  });
});

import { Body, Controller, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES } from '@postula/contract';
import { applicationIdParamQuery } from '@postula/contract';
import type { ApplicationIdParamQuery } from '@postula/contract';
import { DomainError, REVIEW_MESSAGES as M, STAFF_EDITABLE_SECTIONS } from '@postula/domain';
import type { StaffEditableSection } from '@postula/domain';
import { CurrentUser, Roles, STAFF_WRITERS } from '../../auth/access.decorators.js';
import type { AuthenticatedUser } from '../../auth/access.decorators.js';
import { ApiRoute } from '../../common/api-route.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { EditFieldsCommand } from './edit-fields.command.js';
import type { EditFieldsResult } from './edit-fields.handler.js';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The body {section: {field: value}}: one editable section with at least one field. */
function sectionEdit(body: unknown): { section: StaffEditableSection; values: Record<string, unknown> } {
  const entries = isObject(body) ? Object.entries(body) : [];
  if (entries.length !== 1 || !isObject(entries[0][1]) || !Object.keys(entries[0][1]).length) throw new DomainError('invalid', M.sectionRequired, { section: [M.sectionRequired] });
  const [section, values] = entries[0] as [string, Record<string, unknown>];
  if (!STAFF_EDITABLE_SECTIONS.includes(section as StaffEditableSection)) throw new DomainError('invalid', M.sectionNotEditable, { [section]: [M.sectionNotEditable] });
  return { section: section as StaffEditableSection, values };
}

@ApiTags('revisión')
@ApiBearerAuth()
@Roles(...STAFF_WRITERS)
@Controller('applications')
export class UpdateFieldsController {
  constructor(private readonly commands: CommandBus) {}

  @ApiRoute(ROUTES.updateFields)
  @Put('update-fields')
  @ApiOperation({ summary: 'Corrige campos de una sección ({sección: {campo: valor}}), validados como los del postulante; no application_info ni applicant_info' })
  async update(@Query(new ZodValidationPipe(applicationIdParamQuery)) { application_id }: ApplicationIdParamQuery, @Body() body: unknown, @CurrentUser() user: AuthenticatedUser) {
    const { section, values } = sectionEdit(body);
    const result = await this.commands.execute<EditFieldsCommand, EditFieldsResult>(new EditFieldsCommand(application_id, section, values, user.id));
    return { status: 'success', message: M.fieldUpdated, data: { section, changes: result.changes, revision: result.revision } };
  }
}

import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

/** The OpenAPI document of /backend/api/docs: every controller's routes, documented from the contract (ApiRoute). */
export const openApiDocument = (app: INestApplication) =>
  SwaggerModule.createDocument(
    app,
    new DocumentBuilder().setTitle('Postula API').setDescription('API del portal de becas: postulantes, revisión y estadísticas').setVersion('1').addBearerAuth().build(),
  );

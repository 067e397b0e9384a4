/**
 * The API's own Spanish messages (answers and refusals), in one place: the API throws them, the front ends and the tests
 * compare with them. Messages of a schema live beside it (libs/validation, this library's queries); the domain's
 * refusals in libs/domain.
 */

// Accounts: registration, login, passwords
export const TOO_MANY_REGISTRATIONS = 'Se recibieron demasiados registros.';
/** The same answer whether or not the e-mail or identification is taken: the e-mail says which. */
export const REGISTERED_MESSAGE = 'Registro recibido. Revise su correo electrónico: le enviamos sus credenciales de acceso o, si ya tiene una cuenta, cómo ingresar.';
export const EMAIL_TAKEN_MESSAGE = 'Ya existe una cuenta registrada con este correo electrónico';
export const IDENTIFICATION_TAKEN_MESSAGE = 'Ya existe una cuenta registrada con esta identificación';
export const WRONG_CREDENTIALS_MESSAGE = 'Usuario o contraseña incorrectos';
export const TOTP_REQUIRED_MESSAGE = 'Ingrese el código de verificación';
export const WRONG_TOTP_MESSAGE = 'El código de verificación es incorrecto';
/** Replacing an active second factor: the code of the one in use, besides that of the new one. */
export const CURRENT_TOTP_REQUIRED_MESSAGE = 'Ingrese el código de la verificación en dos pasos que tiene activa';
export const WRONG_CURRENT_TOTP_MESSAGE = 'El código de la verificación en dos pasos activa es incorrecto';
export const STAFF_EMAIL_TAKEN_MESSAGE = 'Ya existe un usuario con este correo electrónico';
export const PASSWORD_UPDATED_MESSAGE = 'Contraseña actualizada exitosamente';
export const COMMON_PASSWORD_MESSAGE = 'La contraseña es demasiado común. Elija una que sea difícil de adivinar.';
export const PERSONAL_PASSWORD_MESSAGE = 'La contraseña no puede ser su correo electrónico, su nombre ni su número de identificación';
export const SAME_PASSWORD_MESSAGE = 'La nueva contraseña debe ser distinta de la actual';
export const RESET_REQUESTED_MESSAGE = 'Si el correo está registrado, recibirás un enlace para restablecer tu contraseña. El enlace vence en 1 hora.';
export const PASSWORD_RESET_MESSAGE = 'Contraseña restablecida exitosamente. Ya puedes iniciar sesión.';

// Diagnostic exam
export const EXAM_SENT_MESSAGE = '¡Examen enviado exitosamente!';

// Staff accounts
export const STAFF_BUSY_MESSAGE = 'Otra modificación de usuarios está en curso. Intente de nuevo.';
export const STAFF_USER_CREATED_MESSAGE = 'Usuario creado exitosamente';
export const STAFF_USER_DELETED_MESSAGE = 'Usuario eliminado exitosamente';
export const STAFF_USER_UPDATED_MESSAGE = 'Usuario actualizado exitosamente';
export const STAFF_TOTP_RESET_MESSAGE = 'Verificación en dos pasos restablecida: sus sesiones se cerraron y la configurará de nuevo con su próximo ingreso si es obligatoria';

// Access
export const TOTP_ENROLMENT_REQUIRED_MESSAGE = 'La verificación en dos pasos es obligatoria para el personal: actívela para continuar';
export const TOTP_STILL_REQUIRED_MESSAGE = 'La verificación en dos pasos es obligatoria para el personal: no se puede desactivar';
export const OWN_TOTP_FIRST_MESSAGE = 'Active primero su propia verificación en dos pasos';
export const STAFF_ONLY_MESSAGE = 'No tienes permisos para acceder al panel administrativo';
export const FORBIDDEN_MESSAGE = 'No tiene permisos para realizar esta acción';

// Exports
export const NO_DATA_MESSAGE = 'No hay datos disponibles para la descarga';

// Any write
export const SERVICE_UNAVAILABLE_MESSAGE = 'El servicio no está disponible en este momento. Intente nuevamente en unos minutos.';
export const OVERLOADED_MESSAGE = 'Hay demasiadas solicitudes en este momento. Intente nuevamente en unos segundos.';
export const STALE_WRITE_MESSAGE = 'Los datos fueron modificados por otra operación. Recargue e intente de nuevo.';

// Applicant accounts (staff)
export const APPLICANT_UPDATED_MESSAGE = 'Aplicante actualizado exitosamente';

// The application and its documents
export const EMPTY_FILE_MESSAGE = 'El archivo está vacío';
export const SUBMITTED_MESSAGE = 'Tu postulación fue enviada exitosamente';
export const CORRECTIONS_SENT_MESSAGE = 'Tus correcciones fueron enviadas exitosamente';
export const NO_FILE_MESSAGE = 'Debe adjuntar al menos un documento';
export const UNKNOWN_TYPE_MESSAGE = 'Tipo de documento no válido';
export const DOCUMENT_NOT_FOUND_MESSAGE = 'Documento no encontrado';

// E-mail log
export const TRACKING_ID_REQUIRED_MESSAGE = 'El id del registro es requerido';
export const EMAIL_RESENT_MESSAGE = 'Correo puesto en cola para reenvío';
export const IDENTIFICATION_REASSIGNED_MESSAGE = 'Identificación reasignada exitosamente';
export const ALREADY_HELD_MESSAGE = 'Esta cuenta ya tiene registrada esta identificación';

/** The answer to a reminder's "No deseo recibir más recordatorios" link (POST reminders/opt-out). */
export const REMINDERS_OPTED_OUT_MESSAGE = 'Listo: ya no recibirás recordatorios. Seguirás recibiendo los avisos sobre tu cuenta y el resultado de tu postulación.';
export const REMINDERS_OPTED_IN_MESSAGE = 'Listo: volverás a recibir recordatorios antes de cada plazo.';
/** 'Mis datos': one archive per account at a time (GET applicant/my-data/archive answers 429 meanwhile). */
export const MY_DATA_ARCHIVE_IN_PROGRESS_MESSAGE = 'Ya se está preparando un archivo con sus datos. Espere a que termine esa descarga e intente de nuevo.';
export const TOO_MANY_OPT_OUTS = 'Se recibieron demasiadas solicitudes para dejar de recibir recordatorios.';
export const REMINDER_LINK_INVALID_MESSAGE = 'El enlace para dejar de recibir recordatorios no es válido. Ábrelo de nuevo desde el último correo que recibiste.';
// An applicant under 15's legal representative
export const LEGAL_REPRESENTATIVE_SAVED_MESSAGE = 'Representante legal registrado. Le enviamos un correo para que confirme tu postulación.';
export const LEGAL_REPRESENTATIVE_CONFIRMED_MESSAGE = 'Gracias. Confirmó la postulación como representante legal.';
export const LEGAL_REPRESENTATIVE_DECLINED_MESSAGE = 'Gracias. Registramos que no autoriza esta postulación; se lo avisamos al postulante.';
/** Each naming e-mails the person named: a few a day per application, a few a day per address. */
export const TOO_MANY_REPRESENTATIVE_NAMINGS = 'Ya registraste a tu representante legal varias veces hoy.';
export const TOO_MANY_REPRESENTATIVE_EMAILS = 'Ese correo ya recibió varias solicitudes de confirmación hoy.';

import { Link } from 'react-router-dom';

/** Placeholder until the applicant login screen lands. */
export function LoginPage() {
  return (
    <main className="card">
      <h1>Iniciar Sesión</h1>
      <p>El acceso para postulantes estará disponible muy pronto.</p>
      <Link to="/">Volver al inicio</Link>
    </main>
  );
}

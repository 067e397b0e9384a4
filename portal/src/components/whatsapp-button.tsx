import type { PublicProgramme } from '@postula/contract';

const isMobile = () => /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent);

/** Floating chat button: country prefix + the contact phone (without its leading 0), the office's preset message. */
export function WhatsAppButton({ programme }: { programme: PublicProgramme }) {
  const phone = `${programme.contacts.whatsappCountryCode}${programme.contacts.phone.replace(/\D/g, '').replace(/^0/, '')}`;
  const text = encodeURIComponent(programme.landing.whatsappMessage);
  const href = isMobile() ? `https://api.whatsapp.com/send?phone=${phone}&text=${text}` : `https://web.whatsapp.com/send?phone=${phone}&text=${text}`;
  return (
    <a className="whatsapp" href={href} target="_blank" rel="noopener noreferrer" aria-label="Escríbenos por WhatsApp">
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <path fill="currentColor" d="M16 3a13 13 0 0 0-11.2 19.6L3 29l6.6-1.7A13 13 0 1 0 16 3zm0 23.6a10.6 10.6 0 0 1-5.4-1.5l-.4-.2-3.9 1 1-3.8-.2-.4A10.6 10.6 0 1 1 16 26.6zm5.8-7.9c-.3-.2-1.9-.9-2.2-1s-.5-.2-.7.2-.8 1-1 1.2-.4.2-.7 0a8.7 8.7 0 0 1-4.3-3.8c-.3-.6.3-.5.9-1.7.1-.2 0-.4 0-.5l-1-2.4c-.3-.6-.5-.5-.7-.5h-.6a1.2 1.2 0 0 0-.9.4 3.7 3.7 0 0 0-1.1 2.7 6.4 6.4 0 0 0 1.3 3.4 14.7 14.7 0 0 0 5.6 5c2.1.9 2.9 1 4 .8a3.4 3.4 0 0 0 2.2-1.6 2.8 2.8 0 0 0 .2-1.6c-.1-.1-.3-.2-.6-.4z" />
      </svg>
    </a>
  );
}

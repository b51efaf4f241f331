/** A plain bulleted list of catalogue texts (the landing page's: not with the form fields). */
export function TextList({ items }: { items: readonly string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

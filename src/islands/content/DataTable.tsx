/** Table block view (server-rendered): caption, column headings and rows of text cells. */

/** Props of the table view. */
export interface DataTableProps {
  id?: string | undefined;
  caption?: string | undefined;
  header: string[];
  rows: string[][];
}

/** The table view; wide tables scroll inside their frame. */
export default function DataTable({ id, caption, header, rows }: DataTableProps) {
  return (
    <div className="block-table" id={id}>
      <table>
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            {header.map((text, index) => (
              <th key={index} scope="col">{text}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, rowIndex) => (
            <tr key={rowIndex}>
              {cells.map((text, index) => (
                <td key={index}>{text}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

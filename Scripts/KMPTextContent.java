// Prints, as JSON, the DOM text content of every resource of Kotlin Multiplatform values files,
// read exactly as the Compose Gradle plugin and the moko-resources generator read them: the
// JDK's default DocumentBuilderFactory, `Node.getTextContent()`. The conformance fixtures keep
// its output (textContent.jdk.json) so that the tests check StringBridge's XML layer against
// the JDK's parser; the escapes that follow are checked against the toolchains' own tests.
//
// Run by Scripts/regenerate-kmp-text-content.sh (Java 11 or later runs this file directly):
//     java Scripts/KMPTextContent.java compose Fixtures/Compose/Conformance/Escapes/composeResources/values/strings.xml
//
// Compose: the children of the first <resources> that have attributes; a <string>'s text
// content, and the text content of each <item> child of <string-array> and <plurals>
// (PrepareComposeResources.kt). moko: every <string> of a strings*.xml file, every <item> of
// every <plural> and <plurals> of a plurals*.xml file (StringResourceGenerator.kt,
// PluralResourceGenerator.kt). Files the parser rejects print "error".

import java.io.File;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

public class KMPTextContent {
    public static void main(String[] arguments) throws Exception {
        String dialect = arguments[0];
        StringBuilder json = new StringBuilder("{\n");
        for (int index = 1; index < arguments.length; index++) {
            File file = new File(arguments[index]);
            json.append(" ").append(quote(arguments[index])).append(": ");
            try {
                Document document = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(file);
                List<String> members = dialect.equals("compose") ? compose(document) : moko(document, file.getName());
                json.append("{\n  ").append(String.join(",\n  ", members)).append("\n }");
            } catch (Exception error) {
                json.append(quote("error"));
            }
            json.append(index + 1 < arguments.length ? ",\n" : "\n");
        }
        System.out.print(json.append("}\n"));
    }

    private static List<String> compose(Document document) {
        List<String> members = new ArrayList<>();
        NodeList children = document.getElementsByTagName("resources").item(0).getChildNodes();
        for (int index = 0; index < children.getLength(); index++) {
            Node node = children.item(index);
            if (!node.hasAttributes() || node.getAttributes().getNamedItem("name") == null) continue;
            String type = node.getNodeName().toLowerCase();
            String key = type + "/" + node.getAttributes().getNamedItem("name").getNodeValue();
            if (type.equals("string")) {
                members.add(quote(key) + ": " + quote(node.getTextContent()));
            } else if (type.equals("string-array") || type.equals("plurals")) {
                members.add(quote(key) + ": " + items(node.getChildNodes(), type.equals("plurals")));
            }
        }
        return members;
    }

    private static List<String> moko(Document document, String fileName) {
        List<String> members = new ArrayList<>();
        if (fileName.startsWith("strings")) {
            NodeList strings = document.getElementsByTagName("string");
            for (int index = 0; index < strings.getLength(); index++) {
                Node node = strings.item(index);
                members.add(quote("string/" + node.getAttributes().getNamedItem("name").getTextContent()) + ": "
                        + quote(node.getTextContent()));
            }
        } else if (fileName.startsWith("plurals")) {
            for (String name : new String[] {"plural", "plurals"}) {
                NodeList plurals = document.getElementsByTagName(name);
                for (int index = 0; index < plurals.getLength(); index++) {
                    Element plural = (Element) plurals.item(index);
                    members.add(quote("plurals/" + plural.getAttribute("name")) + ": "
                            + items(plural.getElementsByTagName("item"), true));
                }
            }
        }
        return members;
    }

    /// The <item> nodes' text contents: an object by quantity, as written, or a list.
    private static String items(NodeList nodes, boolean byQuantity) {
        List<String> items = new ArrayList<>();
        for (int index = 0; index < nodes.getLength(); index++) {
            Node node = nodes.item(index);
            if (!node.getNodeName().equals("item")) continue;
            String text = quote(node.getTextContent());
            items.add(byQuantity ? quote(node.getAttributes().getNamedItem("quantity").getNodeValue()) + ": " + text : text);
        }
        return byQuantity ? "{" + String.join(", ", items) + "}" : "[" + String.join(", ", items) + "]";
    }

    private static String quote(String text) {
        StringBuilder quoted = new StringBuilder("\"");
        for (char character : text.toCharArray()) {
            switch (character) {
                case '"': quoted.append("\\\""); break;
                case '\\': quoted.append("\\\\"); break;
                case '\n': quoted.append("\\n"); break;
                case '\t': quoted.append("\\t"); break;
                case '\r': quoted.append("\\r"); break;
                default:
                    if (character < 0x20) quoted.append(String.format("\\u%04x", (int) character));
                    else quoted.append(character);
            }
        }
        return quoted.append('"').toString();
    }
}

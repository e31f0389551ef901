#!/usr/bin/python3
"""A tabbed GTK 3 text editor for the desktop source's tests, as a reader meets one: a menu bar
of six menus, a notebook of two pages, each a scrolled editable text view. It prints what
happens to stdout ("page 2", "text 1: ...", "activated Quit") so a test sees the app react."""
import sys
import gi
gi.require_version("Gtk", "3.0")
from gi.repository import Gtk

title = sys.argv[1] if len(sys.argv) > 1 else "Tabbed Editor"


def say(line):
    print(line, flush=True)


window = Gtk.Window(title=title)
window.set_default_size(700, 400)
window.connect("destroy", Gtk.main_quit)
box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
window.add(box)

menu_bar = Gtk.MenuBar()
for name, items in [("File", ["New", "Open", "Quit"]), ("Edit", ["Cut", "Copy", "Paste"]), ("View", ["Zoom"]),
                    ("Search", ["Find"]), ("Tools", ["Spelling"]), ("Help", ["About"])]:
    top = Gtk.MenuItem(label=name)
    menu = Gtk.Menu()
    for item_name in items:
        item = Gtk.MenuItem(label=item_name)
        item.connect("activate", lambda _item, n=item_name: say("activated " + n))
        menu.append(item)
    top.set_submenu(menu)
    menu_bar.append(top)
box.pack_start(menu_bar, False, False, 0)

notebook = Gtk.Notebook()
box.pack_start(notebook, True, True, 0)
texts = [
    "First line of notes.txt\nThe second line, which is long enough that a forty cell display shows it in two windows.\nThird",
    "Shopping list\nMilk\nBread",
]
buffers = []
for index, (name, text) in enumerate(zip(["notes.txt", "list.txt"], texts)):
    scroll = Gtk.ScrolledWindow()
    view = Gtk.TextView()
    view.get_buffer().set_text(text)
    view.get_buffer().place_cursor(view.get_buffer().get_start_iter())
    view.get_buffer().connect("changed", lambda buffer, i=index: say(
        "text %d: %r" % (i + 1, buffer.get_text(buffer.get_start_iter(), buffer.get_end_iter(), False))))
    buffers.append(view.get_buffer())
    scroll.add(view)
    notebook.append_page(scroll, Gtk.Label(label=name))
notebook.connect("switch-page", lambda _nb, _page, number: say("page %d" % (number + 1)))

window.show_all()
notebook.get_nth_page(0).get_child().grab_focus()
say("ready")
Gtk.main()
